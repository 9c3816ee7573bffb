import { ETA_MONTHS, ETA_STATUSES, type InboxIdea } from '@sayso/api/contract';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { FieldGroup, FieldLegend, Select } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { theme } from '@/styles/theme';
import { setIdeaEta } from '../api/inbox-api';

const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];

/** The years offered: last year to five ahead, plus the stored one if it lies outside. */
function yearsAround(now: number, stored: number | undefined): number[] {
  const years = Array.from({ length: 7 }, (_, i) => now - 1 + i);
  if (stored !== undefined && !years.includes(stored)) years.push(stored);
  return years.sort((a, b) => a - b);
}

/**
 * The inbox panel's ETA (issue 28): a period (a quarter or a month, or none) and a year, two
 * native selects, so it works by keyboard and on a phone; each change saves at once. Only a
 * planned or in-progress idea takes one; the server clears it when the status moves on.
 */
export function EtaField({ idea, onChanged }: { idea: InboxIdea; onChanged: () => Promise<unknown> }) {
  const id = useId();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [year, period] = idea.eta ? [Number(idea.eta.slice(0, 4)), idea.eta.slice(5)] : [undefined, ''];
  const thisYear = new Date().getFullYear();
  const [chosenYear, setChosenYear] = useState(year ?? thisYear);

  if (!ETA_STATUSES.includes(idea.status))
    return <Hint>An ETA can be set once the idea is planned or in progress.</Hint>;

  const save = async (nextPeriod: string, nextYear: number) => {
    setBusy(true);
    try {
      await setIdeaEta(idea.id, nextPeriod ? `${nextYear}-${nextPeriod}` : null);
      await onChanged();
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to save the ETA'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FieldGroup aria-describedby={`${id}-hint`}>
      <FieldLegend>ETA</FieldLegend>
      <Row>
        <Select
          label="ETA month or quarter"
          value={period}
          disabled={busy}
          onChange={(event) => void save(event.target.value, chosenYear)}
        >
          <option value="">No ETA</option>
          <optgroup label="Quarter">
            {QUARTERS.map((quarter) => (
              <option key={quarter} value={quarter}>
                {quarter}
              </option>
            ))}
          </optgroup>
          <optgroup label="Month">
            {ETA_MONTHS.map((month, index) => (
              <option key={month} value={String(index + 1).padStart(2, '0')}>
                {month}
              </option>
            ))}
          </optgroup>
        </Select>
        <Select
          label="ETA year"
          value={String(year ?? chosenYear)}
          disabled={busy}
          onChange={(event) => {
            const next = Number(event.target.value);
            setChosenYear(next);
            if (period) void save(period, next);
          }}
        >
          {yearsAround(thisYear, year).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </Row>
      <Hint id={`${id}-hint`}>Shown on the idea page and the roadmap.</Hint>
    </FieldGroup>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${theme.space[3]};
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;
