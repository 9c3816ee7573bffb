import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldGroup, FieldLegend } from '@/components/ui/field';
import { useBoardSettings } from '@/lib/board/board-settings';
import type { CategoryOption } from '@/lib/board/categories';
import { ALL, type All, type IdeaQuery, toggleOption } from '@/lib/board/filter-ideas';
import { theme } from '@/styles/theme';

interface FilterSidebarProps {
  query: IdeaQuery;
  onChange: (patch: Partial<IdeaQuery>) => void;
  onReset: () => void;
  /** The board's categories (lib/board categoryOptions). */
  categories: CategoryOption[];
}

/** Desktop filters: Status and Category checkboxes ('All' exclusive) and Reset Filters. */
export function FilterSidebar({ query, onChange, onReset, categories }: FilterSidebarProps) {
  // Only the statuses the board shows, in its labels (Advanced customisation).
  const { statuses, statusLabels } = useBoardSettings();
  return (
    <Root as="aside" aria-label="Filters">
      <Group
        legend="Status"
        options={statuses.map((value) => ({ value, label: statusLabels[value] }))}
        selected={query.statuses}
        onToggle={(value, checked) => onChange({ statuses: toggleOption(query.statuses, value, checked) })}
      />
      <Group
        legend="Category"
        options={categories}
        selected={query.categories}
        onToggle={(value, checked) =>
          onChange({ categories: toggleOption(query.categories, value, checked) })
        }
      />
      <Button variant="outline" fullWidth onClick={onReset}>
        Reset Filters
      </Button>
    </Root>
  );
}

interface GroupProps<T extends string> {
  legend: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  selected: ReadonlyArray<T | All>;
  onToggle: (value: T | All, checked: boolean) => void;
}

function Group<T extends string>({ legend, options, selected, onToggle }: GroupProps<T>) {
  return (
    <FieldGroup>
      <FieldLegend>{legend}</FieldLegend>
      <Checkbox
        label={`All ${legend === 'Status' ? 'Statuses' : 'Categories'}`}
        checked={selected.includes(ALL)}
        onChange={(event) => onToggle(ALL, event.target.checked)}
      />
      {options.map(({ value, label }) => (
        <Checkbox
          key={value}
          label={label}
          checked={selected.includes(value)}
          onChange={(event) => onToggle(value, event.target.checked)}
        />
      ))}
    </FieldGroup>
  );
}

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  padding: ${theme.space[5]};
  position: sticky;
  top: calc(${theme.layout.headerHeight} + ${theme.space[4]});
`;
