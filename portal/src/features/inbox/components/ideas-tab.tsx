import {
  type CompanyPage,
  type InboxIdea,
  type PlanId,
  STATUSES,
  type TeamPosition,
} from '@sayso/api/contract';
import { useCallback, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { categoryLabel, categoryOptions, categoryValue, isOwnCategoryValue } from '@/lib/board/categories';
import { useKeyboardShortcuts } from '@/lib/use-keyboard-shortcuts';
import { useUrlState } from '@/lib/use-url-state';
import { theme } from '@/styles/theme';
import { useInbox } from '../api/inbox-api';
import {
  filtersFromUrl,
  INBOX_URL_KEYS,
  type InboxFilters,
  inboxApiQuery,
  isFiltered,
  urlFromFilters,
} from '../lib/inbox-query';
import { useInboxActions } from '../lib/use-inbox-actions';
import { BulkBar } from './bulk-bar';
import { EditIdeaDialog } from './edit-idea-dialog';
import { IdeaRow } from './idea-row';
import { InboxFilterBar } from './inbox-filters';
import { ShortcutsDialog } from './shortcuts-dialog';

interface IdeasTabProps {
  companyId: number | undefined;
  slug: string;
  /** The owner's plan: making an idea private needs Private roadmaps (Pro and Business). */
  plan: PlanId;
  /** The caller's place on the team: rewording ideas is the owner's and the admins'. */
  role: TeamPosition | null;
  /** Refreshes the header stats after a change. */
  onChanged: () => Promise<unknown>;
  /** The company page: names the ideas' own categories. */
  company?: Pick<CompanyPage, 'categories'> | undefined;
}

/**
 * Tab 1, the team's triage inbox (docs/triage-inbox.md): every idea of the company, private ones
 * too, searched, filtered and sorted on the server, with bulk actions and keyboard triage.
 */
export function IdeasTab({ companyId, slug, plan, role, onChanged, company }: IdeasTabProps) {
  const [url, setUrl] = useUrlState(INBOX_URL_KEYS);
  const filters = useMemo(() => filtersFromUrl(url), [url]);
  const inbox = useInbox(companyId, inboxApiQuery(filters));
  const ideas = useMemo(() => (inbox.data ?? []).flatMap((page) => page.ideas), [inbox.data]);
  const first = inbox.data?.[0];
  const hasMore = Boolean(inbox.data?.[inbox.data.length - 1]?.nextCursor);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [focused, setFocused] = useState(0);
  const [editing, setEditing] = useState<InboxIdea | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const rows = useRef<Array<HTMLLIElement | null>>([]);
  const search = useRef<HTMLInputElement>(null);
  const categories = useMemo(() => categoryOptions(company), [company]);
  const canEdit = role === 'owner' || role === 'admin';

  const setFilters = useCallback(
    (changes: Partial<InboxFilters>, typing = false) => {
      setSelected(new Set());
      setFocused(0);
      setUrl(urlFromFilters(changes), { replace: typing });
    },
    [setUrl],
  );
  const refresh = () => Promise.all([inbox.mutate(), onChanged()]);

  const { changeStatus, changePrivacy, remove, bulk, busy } = useInboxActions(companyId, refresh, () =>
    setSelected(new Set()),
  );

  const toggle = (idea: InboxIdea, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(idea.id);
      else next.delete(idea.id);
      return next;
    });
  const move = (delta: number) => {
    const next = Math.max(0, Math.min(ideas.length - 1, focused + delta));
    setFocused(next);
    rows.current[next]?.focus();
  };
  const current = ideas[focused];
  useKeyboardShortcuts({
    j: () => move(1),
    k: () => move(-1),
    ...Object.fromEntries(
      STATUSES.map((status, i) => [String(i + 1), () => current && void changeStatus(current, status)]),
    ),
    x: () => current && toggle(current, !selected.has(current.id)),
    e: () => canEdit && current && setEditing(current),
    '/': () => search.current?.focus(),
    '?': () => setHelpOpen(true),
  });

  if (inbox.error && !inbox.data) {
    return (
      <State role="alert">
        <StateTitle>Failed to load feature requests</StateTitle>
        <Button variant="outline" onClick={() => void inbox.mutate()}>
          Try again
        </Button>
      </State>
    );
  }
  if (!first) return <RowsSkeleton />;
  if (first.total === 0 && !isFiltered(filters)) {
    return (
      <State>
        <StateTitle>No feature requests yet</StateTitle>
        <StateText>Share your company page with users to collect feedback</StateText>
      </State>
    );
  }
  const shownIds = ideas.map((idea) => idea.id);
  const allShown = shownIds.length > 0 && shownIds.every((id) => selected.has(id));
  return (
    <>
      <InboxFilterBar
        ref={search}
        filters={filters}
        counts={first.counts}
        categories={categories}
        onChange={setFilters}
      />
      <ListHead>
        <label>
          <input
            type="checkbox"
            checked={allShown}
            disabled={shownIds.length === 0}
            onChange={(event) => setSelected(event.target.checked ? new Set(shownIds) : new Set())}
          />{' '}
          Select all shown
        </label>
        <span aria-live="polite">
          Showing {ideas.length} of {first.total}
        </span>
        <Button variant="ghost" size="sm" onClick={() => setHelpOpen(true)} aria-haspopup="dialog">
          Keyboard shortcuts (?)
        </Button>
      </ListHead>
      {ideas.length === 0 ? (
        <State>
          <StateTitle>No feature requests match these filters</StateTitle>
          <Button
            variant="outline"
            onClick={() =>
              setFilters({
                q: '',
                status: '',
                category: '',
                newComments: false,
                held: false,
                from: '',
                to: '',
              })
            }
          >
            Clear filters
          </Button>
        </State>
      ) : (
        <List aria-label="Feature requests">
          {ideas.map((idea, index) => (
            <IdeaRow
              key={idea.id}
              ref={(element) => {
                rows.current[index] = element;
              }}
              idea={idea}
              plan={plan}
              slug={slug}
              categoryLabel={categoryLabel(idea, company)}
              selected={selected.has(idea.id)}
              focused={index === Math.min(focused, ideas.length - 1)}
              canEdit={canEdit}
              onFocus={() => setFocused(index)}
              onSelect={toggle}
              onStatusChange={changeStatus}
              onPrivacyChange={changePrivacy}
              onDelete={remove}
              onEdit={setEditing}
            />
          ))}
        </List>
      )}
      {/* After the list and pinned to the bottom of the screen while it scrolls past. */}
      {selected.size > 0 && (
        <BulkBar
          count={selected.size}
          categories={categories}
          busy={busy}
          onStatus={(status) => void bulk({ action: 'status', ids: [...selected], status })}
          onCategory={(value) =>
            void bulk(
              isOwnCategoryValue(value)
                ? { action: 'category', ids: [...selected], categoryId: Number(value) }
                : { action: 'category', ids: [...selected], category: value as never, categoryId: null },
            )
          }
          onDelete={() => void bulk({ action: 'delete', ids: [...selected] })}
          onClear={() => setSelected(new Set())}
        />
      )}
      {hasMore && (
        <More>
          <Button
            variant="outline"
            disabled={inbox.isValidating}
            onClick={() => void inbox.setSize(inbox.size + 1)}
          >
            Load more
          </Button>
        </More>
      )}
      {editing && (
        <EditIdeaDialog
          idea={editing}
          categories={categories}
          category={categoryValue(editing, company)}
          onClose={() => setEditing(null)}
          onSaved={refresh}
        />
      )}
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </>
  );
}

function RowsSkeleton() {
  return (
    <div role="status" aria-label="Loading feature requests">
      {[0, 1, 2].map((i) => (
        <SkeletonRow key={i} data-testid="idea-row-skeleton">
          <Skeleton $width="30%" $height="18px" />
          <Skeleton $width="70%" $height="16px" />
          <Skeleton $height="14px" />
        </SkeletonRow>
      ))}
    </div>
  );
}

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const ListHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  margin-bottom: ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
  label { display: inline-flex; align-items: center; gap: ${theme.space[2]}; cursor: pointer; }
  input { width: 18px; height: 18px; margin: 0; accent-color: ${theme.colors.brand}; }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space[4]};
`;

const SkeletonRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  & + & { margin-top: ${theme.space[3]}; }
`;

const State = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[10]} ${theme.space[4]};
  text-align: center;
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radius.md};
`;

const StateTitle = styled.p`
  font-weight: ${theme.font.weight.semibold};
`;

const StateText = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;
