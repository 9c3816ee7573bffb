import {
  INBOX_SORTS,
  type InboxSort,
  type PublicBoard,
  STATUSES,
  type Status,
  type Tag,
} from '@sayso/api/contract';
import { forwardRef, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Checkbox } from '@/components/ui/checkbox';
import { Input, Select } from '@/components/ui/field';
import { labelIn, useStatusLabels } from '@/lib/board/board-settings';
import type { CategoryOption } from '@/lib/board/categories';
import { media, theme } from '@/styles/theme';
import { INBOX_SORT_LABELS, type InboxFilters } from '../lib/inbox-query';

interface InboxFiltersProps {
  filters: InboxFilters;
  /** Per status, the ideas matching the other filters; undefined while loading. */
  counts: Record<Status, number> | undefined;
  categories: CategoryOption[];
  /** The company's boards: a board filter shows when there are several. */
  boards: PublicBoard[];
  /** The team's tags (issue 28): a tag filter shows once there is one. */
  tags?: Tag[];
  /** The orders offered (issue 28: MRR only with Revenue ranking); every one when left out. */
  sorts?: readonly InboxSort[];
  /** `typing`: a keystroke in the search box (kept in the URL without a history entry each). */
  onChange: (changes: Partial<InboxFilters>, typing?: boolean) => void;
}

/** The inbox's search box, status tabs with their counts, and the other filters and sort. */
export const InboxFilterBar = forwardRef<HTMLInputElement, InboxFiltersProps>(function InboxFilterBar(
  { filters, counts, categories, boards, tags = [], sorts = INBOX_SORTS, onChange },
  searchRef,
) {
  const labels = useStatusLabels();
  const [q, setQ] = useState(filters.q);
  // Back and forward change the URL under the box: follow it.
  useEffect(() => setQ(filters.q), [filters.q]);
  useEffect(() => {
    if (q === filters.q) return;
    const timer = setTimeout(() => onChange({ q }, true), 250);
    return () => clearTimeout(timer);
  }, [q, filters.q, onChange]);
  const all = counts ? STATUSES.reduce((sum, status) => sum + counts[status], 0) : undefined;
  const tab = (status: Status | '', label: string, count: number | undefined) => (
    <StatusTab
      key={status || 'all'}
      type="button"
      aria-pressed={filters.status === status}
      onClick={() => onChange({ status })}
    >
      {label}
      {count !== undefined && <Count>{count}</Count>}
    </StatusTab>
  );

  return (
    <Bar role="search" aria-label="Filter feature requests">
      <Input
        ref={searchRef}
        type="search"
        label="Search feature requests"
        hideLabel
        placeholder="Search ideas… ( / )"
        value={q}
        onChange={(event) => setQ(event.target.value)}
      />
      <Tabs role="group" aria-label="Status">
        {tab('', 'All', all)}
        {STATUSES.map((status) => tab(status, labelIn(labels, status), counts?.[status]))}
      </Tabs>
      <Row $fields={4 + (boards.length > 1 ? 1 : 0) + (tags.length > 0 ? 1 : 0)}>
        {boards.length > 1 && (
          <Select
            label="Board"
            value={filters.board}
            onChange={(event) => onChange({ board: event.target.value })}
          >
            <option value="">All boards</option>
            {boards.map((board) => (
              <option key={board.id} value={String(board.id)}>
                {board.name}
              </option>
            ))}
          </Select>
        )}
        <Select
          label="Category"
          value={filters.category}
          onChange={(event) => onChange({ category: event.target.value })}
        >
          <option value="">All categories</option>
          {categories.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        {tags.length > 0 && (
          <TagFilter tags={tags} value={filters.tag} onChange={(tag) => onChange({ tag })} />
        )}
        <Select
          label="Sort by"
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as InboxSort })}
        >
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {INBOX_SORT_LABELS[sort]}
            </option>
          ))}
        </Select>
        <Input
          type="date"
          label="Submitted from"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => onChange({ from: event.target.value })}
        />
        <Input
          type="date"
          label="Submitted to"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => onChange({ to: event.target.value })}
        />
        <Checkbox
          label="Has new comments"
          checked={filters.newComments}
          onChange={(event) => onChange({ newComments: event.target.checked })}
        />
        <Checkbox
          label="Awaiting review"
          checked={filters.held}
          onChange={(event) => onChange({ held: event.target.checked })}
        />
      </Row>
    </Bar>
  );
});

/** Only the ideas carrying one of the team's tags (issue 28). */
function TagFilter({
  tags,
  value,
  onChange,
}: {
  tags: Tag[];
  value: string;
  onChange: (tag: string) => void;
}) {
  return (
    <Select label="Tag" value={value} onChange={(event) => onChange(event.target.value)}>
      <option value="">All tags</option>
      {tags.map((tag) => (
        <option key={tag.id} value={String(tag.id)}>
          {tag.name}
        </option>
      ))}
    </Select>
  );
}

const Bar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  margin-bottom: ${theme.space[2]};
`;

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const StatusTab = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 36px;
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.full};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.font.size.sm};
  cursor: pointer;
  &[aria-pressed='true'] { border-color: ${theme.colors.brand}; color: ${theme.colors.brand}; font-weight: ${theme.font.weight.semibold}; }
  &:focus-visible { outline: 2px solid ${theme.colors.brand}; outline-offset: 2px; }
`;

const Count = styled.span`
  color: ${theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Row = styled.div<{ $fields: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $fields }) => $fields}, minmax(0, 1fr)) auto;
  align-items: end;
  gap: ${theme.space[3]};
  ${media.mobile} { grid-template-columns: 1fr 1fr; }
`;
