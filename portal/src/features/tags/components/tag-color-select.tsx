import { TAG_COLOR_STYLES, TAG_COLORS, type TagColor } from '@sayso/api/contract';
import { Select } from '@/components/ui/field';

/** The palette as a native select (keyboard and phone friendly), each colour by its name. */
export function TagColorSelect({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: TagColor;
  disabled?: boolean;
  onChange: (color: TagColor) => void;
}) {
  return (
    <Select
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value as TagColor)}
    >
      {TAG_COLORS.map((color) => (
        <option key={color} value={color}>
          {TAG_COLOR_STYLES[color].label}
        </option>
      ))}
    </Select>
  );
}
