import {
  BUILT_IN_CHANGELOG_LABELS,
  CHANGELOG_BODY_MAX,
  CHANGELOG_TITLE_MAX,
  type ChangelogTeamEntry,
} from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { MarkdownEditor } from '@/components/markdown-editor';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { media, theme } from '@/styles/theme';
import { useBoards, useChangelogLabels } from '../api/changelog-api';
import { toggleLabel } from '../lib/entry-draft';
import { publishConsequence, stateText } from '../lib/entry-state';
import { type EditorAction, useEntryEditor } from '../lib/use-entry-editor';
import { CoverField } from './cover-field';
import { IdeaPicker } from './idea-picker';
import { LabelChips } from './label-chips';
import { ConfirmDialog, ScheduleDialog } from './schedule-dialog';

type Asking = 'schedule' | 'publish' | 'delete' | null;

/**
 * One entry's editor, a page of the Changelog section: title, Markdown body, cover, labels and
 * linked ideas, and the actions its state allows. A published entry may still be edited; saving
 * it announces nothing again.
 */
export function EntryEditor({
  companyId,
  slug,
  entry: initial,
  onSaved,
  onDone,
}: {
  companyId: number;
  slug: string;
  entry: ChangelogTeamEntry | null;
  onSaved: (entry: ChangelogTeamEntry) => void;
  onDone: () => void;
}) {
  const editor = useEntryEditor(companyId, initial, { onSaved, onDone });
  const { entry, draft, errors, busy } = editor;
  const labels = useChangelogLabels(companyId);
  const boards = useBoards(slug);
  const [asking, setAsking] = useState<Asking>(null);
  const labelNames = [
    ...(labels.data?.builtIn ?? BUILT_IN_CHANGELOG_LABELS),
    ...(labels.data?.custom.map((label) => label.name) ?? []),
  ];

  function submit(event: FormEvent) {
    event.preventDefault();
    void editor.save();
  }

  const state = entry?.state ?? 'draft';
  const pending = (action: EditorAction) => busy === action;
  return (
    <section aria-labelledby="changelog-editor-title">
      <Head>
        <Title id="changelog-editor-title">{entry ? 'Edit entry' : 'New entry'}</Title>
        <State>{entry ? stateText(entry) : 'Draft, not saved yet'}</State>
      </Head>
      <Form onSubmit={submit} noValidate aria-labelledby="changelog-editor-title">
        <Input
          label="Title"
          value={draft.title}
          maxLength={CHANGELOG_TITLE_MAX}
          error={errors.title}
          onChange={(event) => editor.edit({ title: event.target.value })}
        />
        <MarkdownEditor
          label="What changed"
          value={draft.body}
          maxLength={CHANGELOG_BODY_MAX}
          rows={10}
          error={errors.body}
          hint="Markdown: **bold**, _italic_, lists, links."
          onChange={(body) => editor.edit({ body })}
        />
        <CoverField
          companyId={companyId}
          cover={draft.cover}
          error={errors.coverUploadId}
          onChange={(cover) => editor.edit({ cover })}
        />
        <LabelChips
          names={labelNames}
          selected={draft.labels}
          error={errors.labels}
          onToggle={(name) => editor.edit({ labels: toggleLabel(draft.labels, name) })}
        />
        <IdeaPicker
          companyId={companyId}
          boards={boards.data ?? []}
          ideas={draft.ideas}
          error={errors.ideaIds}
          onChange={(ideas) => editor.edit({ ideas })}
        />
        {editor.formError && <FormError role="alert">{editor.formError}</FormError>}
        <Actions>
          <Button
            type="submit"
            variant={state === 'published' ? 'primary' : 'outline'}
            loading={pending('save')}
            disabled={busy !== null}
          >
            {state === 'draft' ? 'Save draft' : 'Save changes'}
          </Button>
          {state === 'draft' && (
            <Button variant="outline" disabled={busy !== null} onClick={() => setAsking('schedule')}>
              Schedule…
            </Button>
          )}
          {state === 'scheduled' && (
            <Button
              variant="outline"
              loading={pending('unschedule')}
              disabled={busy !== null}
              onClick={() => void editor.unschedule()}
            >
              Unschedule
            </Button>
          )}
          {state !== 'published' && (
            <Button
              loading={pending('publish')}
              disabled={busy !== null}
              onClick={() => setAsking('publish')}
            >
              Publish now
            </Button>
          )}
          {entry && (
            <Button variant="ghost" disabled={busy !== null} onClick={() => setAsking('delete')}>
              Delete
            </Button>
          )}
        </Actions>
      </Form>
      <ScheduleDialog
        open={asking === 'schedule'}
        onClose={() => setAsking(null)}
        onSchedule={async (publishAt) => {
          const refused = await editor.schedule(publishAt);
          if (!refused) setAsking(null);
          return refused;
        }}
      />
      <ConfirmDialog
        open={asking === 'publish'}
        title="Publish this entry now?"
        description={publishConsequence(draft.ideas.length)}
        confirm="Publish now"
        busy={pending('publish')}
        onClose={() => setAsking(null)}
        onConfirm={async () => {
          setAsking(null);
          await editor.publish();
        }}
      />
      <ConfirmDialog
        open={asking === 'delete'}
        title="Delete this entry?"
        description={
          state === 'published'
            ? 'It disappears from your changelog, the widget and the feed. The e-mails already sent stay sent.'
            : 'The draft and its schedule are gone for good.'
        }
        confirm="Delete entry"
        destructive
        busy={pending('delete')}
        onClose={() => setAsking(null)}
        onConfirm={async () => {
          setAsking(null);
          await editor.remove();
        }}
      />
    </section>
  );
}

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[4]};
`;

const Title = styled.h3`
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
`;

const State = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  max-width: 760px;
`;

const FormError = styled.p`
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.dangerBorder};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.dangerSoft};
  color: ${theme.colors.danger};
  font-size: ${theme.font.size.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  ${media.mobile} { > * { flex: 1 1 auto; } }
`;
