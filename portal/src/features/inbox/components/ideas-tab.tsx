import {
  type CompanyPage,
  hasEntitlement,
  INBOX_SORTS,
  type InboxIdea,
  PLANS,
  type PlanId,
  requiredPlan,
  STATUSES,
  type TeamPosition,
} from '@sayso/api/contract';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { categoryLabel, categoryOptions, categoryValue, isOwnCategoryValue } from '@/lib/board/categories';
import { useCopy } from '@/lib/use-copy';
import { useKeyboardShortcuts } from '@/lib/use-keyboard-shortcuts';
import { useUrlState } from '@/lib/use-url-state';
import { media, theme } from '@/styles/theme';
import { useCompanyBoards, useInbox, useInboxTags } from '../api/inbox-api';
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
import { IdeaPanel } from './idea-panel';
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
  /**
   * Slot above the list, for a new company's first-dashboard checklist (features/onboarding,
   * mounted by the dashboard's inbox section).
   */
  top?: ReactNode;
  /** Slot under the filter bar: issue 28's voter segments and saved views (features/demand). */
  filterExtras?: ReactNode;
  /** What the side panel adds from other features (merge, history, comments) for `idea`. */
  panelExtras?: (idea: InboxIdea, refresh: () => Promise<unknown>) => ReactNode;
}

/**
 * Tab 1, the team's triage inbox (docs/triage-inbox.md): every idea of the company, private ones
 * too, searched, filtered and sorted on the server, with bulk actions and keyboard triage.
 */
export function IdeasTab({
  companyId,
  slug,
  plan,
  role,
  onChanged,
  company,
  top,
  filterExtras,
  panelExtras,
}: IdeasTabProps) {
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
  // The idea shown in the side panel (issue 26), by id so it follows the list's refreshes.
  const [openId, setOpenId] = useState<number | null>(null);
  const rows = useRef<Array<HTMLLIElement | null>>([]);
  const search = useRef<HTMLInputElement>(null);
  const categories = useMemo(() => categoryOptions(company), [company]);
  // Boards (issue 27) show in the inbox only once there is more than one.
  const boards = useCompanyBoards(slug).data ?? [];
  const boardName = (idea: InboxIdea) =>
    boards.length > 1 ? boards.find((board) => board.id === idea.boardId)?.name : undefined;
  const canEdit = role === 'owner' || role === 'admin';
  const tags = useInboxTags(companyId).data;

  const setFilters = useCallback(
    (changes: Partial<InboxFilters>, typing = false) => {
      setSelected(new Set());
      setFocused(0);
      setUrl(urlFromFilters(changes), { replace: typing });
    },
    [setUrl],
  );
  const refresh = () => Promise.all([inbox.mutate(), onChanged()]);

  const { changeStatus, changePrivacy, moveToBoard, remove, approve, reject, bulk, busy } = useInboxActions(
    companyId,
    refresh,
    () => setSelected(new Set()),
  );
  const changeCategory = (idea: InboxIdea, value: string) =>
    bulk(
      isOwnCategoryValue(value)
        ? { action: 'category', ids: [idea.id], categoryId: Number(value) }
        : { action: 'category', ids: [idea.id], category: value as never, categoryId: null },
    );
  const openPanel = (idea: InboxIdea) => {
    setOpenId(idea.id);
    setFocused(Math.max(0, ideas.indexOf(idea)));
  };
  /** Esc or ×: the panel closes and focus goes back to its row. */
  const closePanel = () => {
    const index = ideas.findIndex((idea) => idea.id === openId);
    setOpenId(null);
    if (index >= 0) rows.current[index]?.focus();
  };

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
    // With the panel open, j/k move it to the next idea too (it takes the focus itself).
    const idea = ideas[next];
    if (openId !== null && idea) setOpenId(idea.id);
    else rows.current[next]?.focus();
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
      <>
        {top}
        <EmptyInbox slug={slug} />
      </>
    );
  }
  const opened = ideas.find((idea) => idea.id === openId);
  const shownIds = ideas.map((idea) => idea.id);
  const allShown = shownIds.length > 0 && shownIds.every((id) => selected.has(id));
  return (
    <>
      {/* The onboarding checklist's place (issue 26): above everything else in the inbox. */}
      {top}
      {!hasEntitlement(plan, 'privateRoadmaps') && <UpgradeBanner slug={slug} />}
      <InboxFilterBar
        ref={search}
        filters={filters}
        counts={first.counts}
        categories={categories}
        boards={boards}
        tags={tags}
        sorts={
          hasEntitlement(plan, 'revenueRanking') ? INBOX_SORTS : INBOX_SORTS.filter((sort) => sort !== 'mrr')
        }
        onChange={setFilters}
      />
      {filterExtras}
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
                board: '',
                newComments: false,
                held: false,
                from: '',
                to: '',
                voterCompany: '',
                voterPlan: '',
              })
            }
          >
            Clear filters
          </Button>
        </State>
      ) : (
        <Split $panel={Boolean(opened)}>
          <List aria-label="Feature requests">
            {ideas.map((idea, index) => (
              <IdeaRow
                key={idea.id}
                ref={(element) => {
                  rows.current[index] = element;
                }}
                idea={idea}
                categoryLabel={categoryLabel(idea, company)}
                boardName={boardName(idea)}
                selected={selected.has(idea.id)}
                focused={index === Math.min(focused, ideas.length - 1)}
                open={idea.id === openId}
                onFocus={() => setFocused(index)}
                onSelect={toggle}
                onOpen={openPanel}
                onStatusChange={changeStatus}
                onApprove={approve}
                onReject={reject}
              />
            ))}
          </List>
          {opened && (
            <IdeaPanel
              key={opened.id}
              idea={opened}
              slug={slug}
              plan={plan}
              categories={categories}
              category={categoryValue(opened, company)}
              boards={boards}
              boardId={opened.boardId}
              canEdit={canEdit}
              onClose={closePanel}
              onStatusChange={changeStatus}
              onCategoryChange={changeCategory}
              onBoardChange={async (idea, boardId) => {
                await moveToBoard(
                  idea,
                  boardId,
                  boards.find((board) => board.id === boardId)?.name ?? 'another board',
                );
                // Moved off the board the list shows: the panel closes rather than coming back
                // (over the list, at 375 px) when that board is chosen again.
                if (filters.board && filters.board !== String(boardId)) setOpenId(null);
              }}
              onPrivacyChange={changePrivacy}
              onEdit={setEditing}
              onDelete={remove}
              onApprove={approve}
              onReject={reject}
              extras={panelExtras?.(opened, refresh)}
            />
          )}
        </Split>
      )}
      {/* After the list and pinned to the bottom of the screen while it scrolls past. */}
      {selected.size > 0 && (
        <BulkBar
          count={selected.size}
          categories={categories}
          boards={boards}
          busy={busy}
          onStatus={(status) => void bulk({ action: 'status', ids: [...selected], status })}
          onCategory={(value) =>
            void bulk(
              isOwnCategoryValue(value)
                ? { action: 'category', ids: [...selected], categoryId: Number(value) }
                : { action: 'category', ids: [...selected], category: value as never, categoryId: null },
            )
          }
          onMove={(boardId) => void bulk({ action: 'move', ids: [...selected], boardId })}
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

/** An empty inbox offers what fills it: the board's link to share. */
function EmptyInbox({ slug }: { slug: string }) {
  const copy = useCopy();
  const link = `${window.location.origin}${paths.company(slug)}`;
  return (
    <State>
      <StateTitle>No feature requests yet</StateTitle>
      <StateText>Share your company page with users to collect feedback</StateText>
      <Button onClick={() => void copy(link, 'Board link')}>Copy board link</Button>
    </State>
  );
}

/** The one upgrade note of the inbox (not one per row): what the plan lacks here. */
function UpgradeBanner({ slug }: { slug: string }) {
  const needed = PLANS[requiredPlan('privateRoadmaps')].name;
  return (
    <Banner role="note">
      Private ideas needs the {needed} plan.{' '}
      <Link to={paths.dashboardSection(slug, 'billing')}>Upgrade to {needed}</Link>
    </Banner>
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
  min-width: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  overflow: hidden;
  & > li:last-child { border-bottom: 0; }
`;

/** The list and, when open, the side panel beside it (over it below the desktop width). */
const Split = styled.div<{ $panel: boolean }>`
  display: grid;
  grid-template-columns: ${({ $panel }) => ($panel ? 'minmax(0, 1fr) minmax(320px, 400px)' : 'minmax(0, 1fr)')};
  gap: ${theme.space[4]};
  align-items: start;
  ${media.tablet} { grid-template-columns: minmax(0, 1fr); }
`;

const Banner = styled.p`
  margin-bottom: ${theme.space[3]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.brandSoft};
  font-size: ${theme.font.size.sm};
  a { color: ${theme.colors.brandDark}; font-weight: ${theme.font.weight.semibold}; }
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
