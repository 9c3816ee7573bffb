import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { IdeaListSkeleton } from '@/components/board/idea-list-skeleton';
import { paths } from '@/config/paths';
import { IdeaList } from '@/features/board/components/idea-list';
import { IdeaView } from '@/features/ideas/components/idea-view';
import { LoginPrompt } from '@/features/ideas/components/login-prompt';
import { SubmitIdeaDialog } from '@/features/submit/components/submit-idea-dialog';
import { ApiError } from '@/lib/api-client';
import { useBoard } from '@/lib/board/use-board';
import { useDocumentTitle } from '@/lib/use-document-title';
import { theme } from '@/styles/theme';
import { createEmbedMessenger } from '../lib/embed-messenger';
import { EmbedHeader } from './embed-header';

/**
 * /embed/:slug — the board alone, for the SDK widget's iframe. An idea opens inside the embed
 * (`?idea={id}`, keeping `?origin=`), so the widget never navigates the visitor away.
 */
export function EmbedBoard({ slug }: { slug: string }) {
  const board = useBoard(slug);
  const [params] = useSearchParams();
  const [submitOpen, setSubmitOpen] = useState(false);
  // Bound once to the origin the widget gave; the `idea` param changes, the origin does not.
  const messenger = useMemo(() => createEmbedMessenger(window.location.search), []);
  const company = board.company.data;
  useDocumentTitle(company ? `${company.name} Feedback` : null);

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

  const withParams = (idea?: number) => {
    const next = new URLSearchParams(params);
    if (idea === undefined) next.delete('idea');
    else next.set('idea', String(idea));
    const query = next.toString();
    return query ? `?${query}` : '?';
  };
  const onVoted = (featureId: number) => {
    void board.refresh();
    messenger.post({ type: 'vote', featureId });
  };

  if (board.company.error) {
    const missing = board.company.error instanceof ApiError && board.company.error.status === 404;
    return (
      <Notice role="alert">
        {missing ? 'Company not found' : 'Company not found or could not be loaded'}
      </Notice>
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
        onClose={messenger.enabled ? () => messenger.post({ type: 'close' }) : undefined}
      />
      <Body>
        {ideaParam ? (
          <IdeaView
            key={ideaParam}
            slug={slug}
            featureId={Number(ideaParam)}
            back={<Link to={withParams()}>← Back to all ideas</Link>}
            loginPrompt={
              <LoginPrompt
                href={paths.idea(slug, ideaParam)}
                newTab
                text="Comments are posted from the full page."
                linkText="Open full page"
              />
            }
            onVoted={onVoted}
          />
        ) : (
          <IdeaList
            features={board.features.data}
            serverPaging={board.serverPaging}
            isLoading={board.features.isLoading}
            anonymous={board.anonymous}
            ideaHref={(feature) => withParams(feature.id)}
            onSubmitIdea={() => setSubmitOpen(true)}
            onVoted={onVoted}
            onStatusChange={board.changeStatus}
          />
        )}
      </Body>
      <SubmitIdeaDialog
        open={submitOpen}
        onClose={() => setSubmitOpen(false)}
        company={company}
        onSubmitted={async (feature) => {
          messenger.post({ type: 'submit', featureId: feature.id });
          await board.refresh({ companies: true });
        }}
      />
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
