import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Input, Select } from '@/components/ui/field';
import { theme } from '@/styles/theme';
import { customRangeProblem, RANGE_PRESETS, type RangeChoice, resolveRange } from '../lib/insights-range';

const CUSTOM = 'custom';

/** The range every chart covers: a preset, or two dates (Advanced statistics). */
export function RangePicker({
  value,
  onChange,
}: {
  value: RangeChoice;
  onChange: (next: RangeChoice) => void;
}) {
  const [custom, setCustom] = useState(!('preset' in value));
  const [dates, setDates] = useState(resolveRange(value));
  const [problem, setProblem] = useState<string | null>(null);
  const selected = custom ? CUSTOM : 'preset' in value ? value.preset : CUSTOM;

  const choose = (id: string) => {
    setCustom(id === CUSTOM);
    if (id !== CUSTOM) onChange({ preset: id });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const why = customRangeProblem(dates.from, dates.to);
    setProblem(why);
    if (!why) onChange({ ...dates });
  };

  return (
    <Row onSubmit={apply}>
      <Select label="Date range" value={selected} onChange={(event) => choose(event.target.value)}>
        {RANGE_PRESETS.map((preset) => (
          <option key={preset.id} value={preset.id}>
            {preset.label}
          </option>
        ))}
        <option value={CUSTOM}>Custom range</option>
      </Select>
      {custom && (
        <>
          <Input
            label="From"
            type="date"
            value={dates.from}
            onChange={(e) => setDates({ ...dates, from: e.target.value })}
          />
          <Input
            label="To"
            type="date"
            value={dates.to}
            onChange={(e) => setDates({ ...dates, to: e.target.value })}
            error={problem ?? undefined}
          />
          <Button type="submit" variant="outline">
            Apply
          </Button>
        </>
      )}
    </Row>
  );
}

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};

  & > * { min-width: 10rem; }
`;
