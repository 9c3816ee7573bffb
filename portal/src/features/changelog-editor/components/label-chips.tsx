import styled from 'styled-components';
import { FieldGroup, FieldLegend } from '@/components/ui/field';
import { theme } from '@/styles/theme';

/**
 * The entry's labels as toggle chips (built-in first, then the company's own): a pressed chip is
 * on the entry. Plain buttons with aria-pressed, so Tab and Space work without a widget.
 */
export function LabelChips({
  names,
  selected,
  error,
  onToggle,
}: {
  names: string[];
  selected: string[];
  error?: string | undefined;
  onToggle: (name: string) => void;
}) {
  // A label the company deleted since stays visible on the entry until it is toggled off.
  const all = [...names, ...selected.filter((name) => !names.includes(name))];
  return (
    <FieldGroup aria-describedby={error ? 'changelog-labels-error' : undefined}>
      <FieldLegend>Labels</FieldLegend>
      <Chips>
        {all.map((name) => (
          <Chip
            key={name}
            type="button"
            aria-pressed={selected.includes(name)}
            onClick={() => onToggle(name)}
          >
            {/* The mark beside the colour, hidden from the name: aria-pressed says it already. */}
            {selected.includes(name) && <span aria-hidden="true">✓ </span>}
            {name}
          </Chip>
        ))}
      </Chips>
      {error && <ErrorText id="changelog-labels-error">{error}</ErrorText>}
    </FieldGroup>
  );
}

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const Chip = styled.button`
  min-height: 32px;
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radius.full};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.medium};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${theme.colors.brand};
    background: ${theme.colors.brandSoft};
    color: ${theme.colors.brandDark};
  }
  &:focus-visible { outline: 2px solid ${theme.colors.brand}; outline-offset: 2px; }
`;

const ErrorText = styled.p`
  margin-top: ${theme.space[1]};
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.danger};
  font-weight: ${theme.font.weight.medium};
`;
