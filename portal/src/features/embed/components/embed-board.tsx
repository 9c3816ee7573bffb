import { BOARD_MESSAGES } from '@sayso/api/contract';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { IdeaListSkeleton } from '@/components/board/idea-list-skeleton';
import { LoadError } from '@/components/board/load-error';
import { PoweredBy } from '@/components/board/powered-by';
import { ApiError } from '@/lib/api-client';
import { brandedPalette } from '@/lib/board/branding';
import type { RenderSubmitDialog } from '@/lib/board/slots';
import { type Board, useBoard } from '@/lib/board/use-board';
import { canSeeRoadmap } from '@/lib/roadmap/use-roadmap';
import { useDocumentTitle } from '@/lib/use-document-title';
import { theme } from '@/styles/theme';
import { createEmbedMessenger } from '../lib/embed-messenger';
import { useEmbedIdentity } from '../lib/use-embed-identity';
import { EmbedHeader, type EmbedView } from './embed-header';

interface EmbedBoardProps {
  slug: string;
  /** The idea list of the board; an idea's link stays inside the embed. */
  renderList: (list: {
    board: Board;
    ideaHref: (idea: { id: number }) => string;
    onSubmitIdea: () => void;
    onVoted: (ideaId: number) => void;
  }) => ReactNode;
  /** One idea with its comments, and the way back to the list. */
  renderIdea: (idea: { ideaId: number; back: ReactNode; onVoted: (ideaId: number) => void }) => ReactNode;
  /** The roadmap (`?view=roadmap`), of the embedded board when one is named; a card's link stays inside the embed. */
  renderRoadmap: (roadmap: {
    ideaHref: (idea: { id: number }) => string;
    board: string | undefined;
  }) => ReactNode;
  /**
   * The changelog (`?view=changelog`, issue 29: the widget's "What's new"); an idea it links opens
   * inside the embed like a card's.
   */
  renderChangelog: (changelog: { ideaHref: (idea: { id: number }) => string }) => ReactNode;
  renderSubmitDialog: RenderSubmitDialog;
}

/**
 * /embed/:slug — the board alone, for the SDK widget's iframe: the caller's default board, or
 * the one `?board=` names (the SDK's `board` option, issue 27). An idea opens inside the embed
 * (`?idea={id}`, keeping `?origin=` and `?board=`), so the widget never navigates the visitor away. The route
 * hands in the list, the idea view and the submit dialog: this feature frames and wires them.
 */
export function EmbedBoard({
  slug,
  renderList,
  renderIdea,
  renderRoadmap,
  renderChangelog,
  renderSubmitDialog,
}: EmbedBoardProps) {
  const [params] = useSearchParams();
  const board = useBoard(slug, params.get('board') || undefined);
  const navigate = useNavigate();
  const [submitOpen, setSubmitOpen] = useState(false);
  // Bound once to the origin the widget gave; the `idea` param changes, the origin does not.
  const messenger = useMemo(() => createEmbedMessenger(window.location.search), []);
  const company = board.company.data;
  useDocumentTitle(company ? `${company.name} Feedback` : null);

  // Listening before 'ready' goes out: the widget answers 'ready' with the identify token.
  useEmbedIdentity(slug);
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    messenger.post({ type: 'ready' });
  }, [messenger]);

  // Focus inside the iframe keeps ESC from the host page, so the board passes it on — unless
  // one of its own dialogs is open and takes the ESC itself.
  useEffect(() => {
    if (!messenger.enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || submitOpen) return;
      if (document.querySelector('[role="dialog"], [role="menu"]')) return;
      messenger.post({ type: 'close' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [messenger, submitOpen]);

  // The widget's launcher takes the company's accent from its board, the one place that reads it
  // (the widget calls no API of its own; its panel header is this board's, branded already).
  const branding = company?.branding;
  useEffect(() => {
    // Sayso's own look (no accent, light) leaves the widget's default gradient alone.
    if (!branding || (!branding.accentColor && branding.theme !== 'dark')) return;
    const palette = brandedPalette(branding);
    messenger.post({
      type: 'brand',
      colors: { from: palette.brand, to: palette.brand, text: palette.textOnBrand },
    });
  }, [messenger, branding]);

  const withParams = (idea?: number) => {
    const next = new URLSearchParams(params);
    if (idea === undefined) next.delete('idea');
    else next.set('idea', String(idea));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const asked = params.get('view');
  const view: EmbedView = asked === 'roadmap' || asked === 'changelog' ? asked : 'board';
  const viewHref = (to: EmbedView) => {
    const next = new URLSearchParams(params);
    next.delete('idea');
    // The changelog's own place (an open entry, a page of it) is left behind with it.
    next.delete('entry');
    next.delete('page');
    if (to === 'board') next.delete('view');
    else next.set('view', to);
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  // The widget's unread dot clears once the visitor has seen the changelog: in the panel opened on
  // "What's new", or after switching to it here.
  useEffect(() => {
    if (view === 'changelog') messenger.post({ type: 'changelog' });
  }, [messenger, view]);
  const onVoted = (ideaId: number) => {
    void board.refresh();
    messenger.post({ type: 'vote', featureId: ideaId });
  };

  if (board.boardMissing) return <Notice role="alert">{BOARD_MESSAGES.notFound}</Notice>;
  if (board.company.error && !company) {
    const missing = board.company.error instanceof ApiError && board.company.error.status === 404;
    return missing ? (
      <Notice role="alert">Company not found</Notice>
    ) : (
      <Body>
        <LoadError message="The board could not be loaded." onRetry={() => void board.company.mutate()} />
      </Body>
    );
  }
  if (!company)
    return (
      <Body>
        <IdeaListSkeleton />
      </Body>
    );

  const ideaParam = params.get('idea');
  return (
    <>
      <EmbedHeader
        company={company}
        onSubmitIdea={() => setSubmitOpen(true)}
        inPanel={messenger.enabled}
        view={view}
        viewHref={viewHref}
        showRoadmap={canSeeRoadmap(company, board.user)}
      />
      <Body>
        {ideaParam
          ? renderIdea({
              ideaId: Number(ideaParam),
              back: <Link to={withParams()}>← Back to all ideas</Link>,
              onVoted,
            })
          : view === 'roadmap'
            ? renderRoadmap({
                ideaHref: (idea) => withParams(idea.id),
                board: params.get('board') || undefined,
              })
            : view === 'changelog'
              ? renderChangelog({ ideaHref: (idea) => withParams(idea.id) })
              : renderList({
                  board,
                  ideaHref: (idea) => withParams(idea.id),
                  onSubmitIdea: () => setSubmitOpen(true),
                  onVoted,
                })}
        <PoweredBy branding={company.branding} newTab />
      </Body>
      {renderSubmitDialog({
        open: submitOpen,
        onClose: () => setSubmitOpen(false),
        company,
        board: board.choice.current,
        onVoted,
        onSubmitted: async (idea) => {
          messenger.post({ type: 'submit', featureId: idea.id });
          await board.refresh({ companies: true });
          // As on the board: the visitor lands on their idea (inside the panel); held ones show nowhere yet.
          if (!idea.held) navigate(withParams(idea.id));
        },
      })}
    </>
  );
}

const Body = styled.div`
  padding: ${theme.space[4]};
  max-width: 860px;
  width: 100%;
  margin: 0 auto;
`;

const Notice = styled.p`
  padding: ${theme.space[8]} ${theme.space[4]};
  text-align: center;
  color: ${theme.colors.textMuted};
`;
