import { IDEA_SORTS, type IdeaSort } from '@sayso/api/contract';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Input, Select } from '@/components/ui/field';
import { SORT_LABELS } from '@/lib/board/board-settings';
import type { IdeaQuery } from '@/lib/board/filter-ideas';
import { media, theme } from '@/styles/theme';

interface ToolbarProps {
  query: IdeaQuery;
  onChange: (patch: Partial<IdeaQuery>) => void;
  /** Beside the sort: the phone's Filters button. */
  extra?: ReactNode;
}

/** Search and sort, above the list on every screen size. */
export function IdeaListToolbar({ query, onChange, extra }: ToolbarProps) {
  return (
    <Row role="search">
      <SearchSlot>
        <Input
          type="search"
          label="Search ideas"
          hideLabel
          placeholder="Search ideas..."
          value={query.search}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </SearchSlot>
      <SortSlot>
        <Select
          label="Sort by"
          hideLabel
          value={query.sort}
          onChange={(event) => onChange({ sort: event.target.value as IdeaSort })}
        >
          {IDEA_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </Select>
      </SortSlot>
      {extra}
    </Row>
  );
}

// On a phone: search on its own line, then the sort and the Filters button side by side.
const Row = styled.div`
  display: flex;
  gap: ${theme.space[3]};
  ${media.mobile} { flex-wrap: wrap; gap: ${theme.space[2]}; }
`;

const SearchSlot = styled.div`
  flex: 1;
  min-width: 0;
  ${media.mobile} { flex-basis: 100%; }
`;

const SortSlot = styled.div`
  flex: none;
  width: 180px;
  ${media.mobile} { flex: 1; width: auto; min-width: 0; }
`;
