import styled from 'styled-components';
import { Input, type InputProps } from '@/components/ui/field';
import { toPickerValue } from '@/lib/hex-color';
import { theme } from '@/styles/theme';

/**
 * A colour as hex text with the browser's colour picker beside it: the text field takes any
 * typing (and shows its error); the picker shows `fallback` while the text is no colour.
 */
export function ColorInput({
  value,
  fallback,
  pickerLabel,
  onValueChange,
  ...input
}: Omit<InputProps, 'value' | 'onChange'> & {
  value: string;
  fallback: string;
  pickerLabel: string;
  onValueChange: (value: string) => void;
}) {
  return (
    <ColorRow>
      <Input
        {...input}
        value={value}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => onValueChange(event.target.value)}
      />
      <Picker
        type="color"
        aria-label={pickerLabel}
        value={toPickerValue(value, fallback)}
        onChange={(event) => onValueChange(event.target.value)}
      />
    </ColorRow>
  );
}

const ColorRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  & > :first-child { flex: 1; min-width: 0; }
`;

/* Lines up with the text input below its label. */
const Picker = styled.input`
  flex: none;
  width: 44px;
  height: 40px;
  margin-top: 25px;
  padding: 2px;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  cursor: pointer;
`;
