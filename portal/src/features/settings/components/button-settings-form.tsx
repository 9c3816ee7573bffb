import styled from 'styled-components';
import { ColorInput } from '@/components/ui/color-input';
import { Input } from '@/components/ui/field';
import { media, theme } from '@/styles/theme';
import { type ButtonDraft, type ColorField, DEFAULT_DRAFT } from '../lib/use-button-settings';

const COLOR_LABELS: Record<ColorField, string> = {
  from: 'Gradient start',
  to: 'Gradient end',
  textColor: 'Text colour',
};

interface ButtonSettingsFormProps {
  draft: ButtonDraft;
  errors: Record<ColorField, string | undefined>;
  onChange: (field: keyof ButtonDraft, value: string) => void;
}

/** Button text and the three colours, each colour as hex text with a native picker beside it. */
export function ButtonSettingsForm({ draft, errors, onChange }: ButtonSettingsFormProps) {
  return (
    <Fields>
      <Input
        label="Button text"
        value={draft.text}
        maxLength={40}
        placeholder={DEFAULT_DRAFT.text}
        hint={`Empty shows '${DEFAULT_DRAFT.text}'.`}
        onChange={(event) => onChange('text', event.target.value)}
      />
      {(Object.keys(COLOR_LABELS) as ColorField[]).map((field) => (
        <ColorInput
          key={field}
          label={COLOR_LABELS[field]}
          value={draft[field]}
          fallback={DEFAULT_DRAFT[field]}
          pickerLabel={`Pick ${COLOR_LABELS[field].toLowerCase()}`}
          error={errors[field]}
          onValueChange={(value) => onChange(field, value)}
        />
      ))}
    </Fields>
  );
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[4]};
  ${media.mobile} { grid-template-columns: 1fr; }
`;
