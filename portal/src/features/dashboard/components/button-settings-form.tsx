import styled from 'styled-components';
import { Input } from '@/components/ui/field';
import { media, theme } from '@/styles/theme';
import { toPickerValue } from '../lib/color';
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
        <ColorRow key={field}>
          <Input
            label={COLOR_LABELS[field]}
            value={draft[field]}
            spellCheck={false}
            autoComplete="off"
            error={errors[field]}
            onChange={(event) => onChange(field, event.target.value)}
          />
          <Picker
            type="color"
            aria-label={`Pick ${COLOR_LABELS[field].toLowerCase()}`}
            value={toPickerValue(draft[field], DEFAULT_DRAFT[field])}
            onChange={(event) => onChange(field, event.target.value)}
          />
        </ColorRow>
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

const ColorRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space[2]};
  & > :first-child { flex: 1; }
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
