import type { Status } from '@sayso/api/contract';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/field';
import { labelIn, useBoardSettings } from '@/lib/board/board-settings';
import type { CategoryOption } from '@/lib/board/categories';
import { ALL, type All, type IdeaQuery } from '@/lib/board/filter-ideas';
import { theme } from '@/styles/theme';

interface MobileFiltersProps {
  query: IdeaQuery;
  onChange: (patch: Partial<IdeaQuery>) => void;
  onReset: () => void;
  /** The board's categories (lib/board categoryOptions). */
  categories: CategoryOption[];
}

export const MOBILE_FILTERS_ID = 'board-filters';

/**
 * The phone's "Filters" button: the filters fold away behind it so the ideas come first on a
 * small screen; it counts the filters in force, so a narrowed list never looks like the whole.
 */
export function FiltersToggle({
  open,
  active,
  onToggle,
}: {
  open: boolean;
  active: number;
  onToggle: () => void;
}) {
  return (
    <Button variant="outline" aria-expanded={open} aria-controls={MOBILE_FILTERS_ID} onClick={onToggle}>
      {active > 0 ? `Filters (${active})` : 'Filters'}
    </Button>
  );
}

/** Phone filters: one status and one category at a time (spec section 9), plus Reset. */
export function MobileFilters({ query, onChange, onReset, categories }: MobileFiltersProps) {
  const { statuses, statusLabels } = useBoardSettings();
  const single = <T extends string>(values: ReadonlyArray<T | All>): T | All =>
    values.length === 1 ? (values[0] as T | All) : ALL;
  return (
    <Row id={MOBILE_FILTERS_ID} aria-label="Filters" role="group">
      <Select
        label="Status"
        value={single(query.statuses)}
        onChange={(event) => onChange({ statuses: [event.target.value as Status | All] })}
      >
        <option value={ALL}>All Statuses</option>
        {statuses.map((value) => (
          <option key={value} value={value}>
            {labelIn(statusLabels, value)}
          </option>
        ))}
      </Select>
      <Select
        label="Category"
        value={single(query.categories)}
        onChange={(event) => onChange({ categories: [event.target.value] })}
      >
        <option value={ALL}>All Categories</option>
        {categories.map(({ value, label }) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
      <ResetSlot>
        <Button variant="outline" onClick={onReset} fullWidth>
          Reset
        </Button>
      </ResetSlot>
    </Row>
  );
}

const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${theme.space[3]};
  align-items: end;
`;

const ResetSlot = styled.div`
  grid-column: 1 / -1;
`;
