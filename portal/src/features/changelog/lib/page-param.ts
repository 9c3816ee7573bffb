/** The `?page=` of the address as a page number: anything but a whole number from 1 is page 1. */
export function pageParam(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}
