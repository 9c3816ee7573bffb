/** Saved views' query strings compared as sets of parameters: the order they were written in does not matter. */
export function sameQuery(a: string, b: string): boolean {
  const canonical = (query: string) => {
    const params = new URLSearchParams(query.replace(/^\?/, ''));
    params.sort();
    return params.toString();
  };
  return canonical(a) === canonical(b);
}
