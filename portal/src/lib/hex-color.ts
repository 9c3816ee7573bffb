/**
 * The colour check of the Share tab. It accepts exactly what the widget accepts (hex, 3/4/6/8
 * digits), so a colour the owner sees as valid is never silently replaced by the SDK's default.
 */
const HEX_COLOR = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i;

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value.trim());
}

/** The inline message for a colour field, or undefined when the value is fine. */
export function colorError(value: string): string | undefined {
  if (value.trim() === '') return 'Enter a colour, e.g. #4f46e5';
  return isHexColor(value) ? undefined : 'Use a hex colour such as #4f46e5';
}

/** A value a native <input type="color"> can show (it only takes #rrggbb). */
export function toPickerValue(value: string, fallback: string): string {
  const hex = value.trim().toLowerCase();
  if (/^#[\da-f]{6}$/.test(hex)) return hex;
  if (/^#[\da-f]{3,4}$/.test(hex)) return `#${[...hex.slice(1, 4)].map((c) => c + c).join('')}`;
  if (/^#[\da-f]{8}$/.test(hex)) return hex.slice(0, 7);
  return fallback;
}
