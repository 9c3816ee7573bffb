import { postCommentSchema } from '@sayso/api/contract';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import styled from 'styled-components';
import { MarkdownEditor } from '@/components/markdown-editor';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useAttachmentSlots } from '@/lib/attachments/attachment-slots';
import { serverFieldErrors } from '@/lib/form-errors';
import { theme } from '@/styles/theme';
import { postComment } from '../api/idea-api';
import { CommentKindSwitch } from './comment-kind-switch';
import { MentionSuggestions } from './mention-suggestions';
import { useGuestConfirmation } from './use-guest-confirmation';
import { useMentions } from './use-mentions';

interface CommentFormProps {
  ideaId: number;
  /** The idea's company: its board's storage holds the comment's screenshots. */
  companySlug: string;
  onPosted: () => void | Promise<void>;
  /** The company, for its team only: offers the internal-note switch and `@` mentions (issue 28). */
  teamCompanyId?: number | null;
  /** A reply: the top-level comment it answers, and how the reply form closes (Escape or Cancel). */
  reply?: { parentId: number; to: string; onCancel: () => void };
}

/**
 * The signed-in user's comment box: 1..1000 characters, the contract's messages. A guest's
 * e-mailed link opened while signed in still publishes their comment (issue 26).
 */
export function CommentForm({
  ideaId,
  companySlug,
  onPosted,
  teamCompanyId = null,
  reply,
}: CommentFormProps) {
  const { toast } = useToast();
  useGuestConfirmation(ideaId);
  const field = useRef<HTMLTextAreaElement>(null);
  const [content, setContent] = useState('');
  const [internal, setInternal] = useState(false);
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const mentions = useMentions(field, content, setContent, teamCompanyId);
  const { Picker } = useAttachmentSlots();
  const [attachmentIds, setAttachmentIds] = useState<number[]>([]);
  const [uploading, setUploading] = useState(false);
  // A new Picker after each post: the sent screenshots leave the box with the text.
  const [round, setRound] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = postCommentSchema.safeParse({
      content,
      parentId: reply?.parentId,
      internal: internal || undefined,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSending(true);
    try {
      await postComment(ideaId, { ...parsed.data, attachmentIds });
      setContent('');
      setRound((n) => n + 1);
      await onPosted();
      reply?.onCancel();
    } catch (failure) {
      const issue = serverFieldErrors<'content'>(failure).content;
      if (issue) return setError(issue);
      toast({
        title: 'Error',
        description: errorMessage(failure, 'Failed to post your comment. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  }

  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && reply) reply.onCancel();
  };
  const label = reply ? `Reply to ${reply.to}` : internal ? 'Add an internal note' : 'Add a comment';

  return (
    <Form onSubmit={submit} onKeyDown={cancelOnEscape} noValidate $internal={internal}>
      {teamCompanyId !== null && !reply && <CommentKindSwitch internal={internal} onChange={setInternal} />}
      <Picker key={round} companySlug={companySlug} onChange={setAttachmentIds} onBusyChange={setUploading}>
        <MarkdownEditor
          textareaRef={field}
          label={label}
          name="content"
          placeholder={
            teamCompanyId !== null
              ? 'Share your thoughts... (@ mentions a teammate)'
              : 'Share your thoughts...'
          }
          value={content}
          rows={3}
          maxLength={1000}
          error={error}
          hint={`${content.length}/1000`}
          onChange={(next) => {
            setContent(next);
            setError(undefined);
          }}
          // A reply form opens where the person asked for it: typing starts at once.
          textareaProps={{ autoFocus: Boolean(reply), ...mentions.comboboxProps }}
        />
      </Picker>
      {teamCompanyId !== null && <MentionSuggestions {...mentions.listbox} />}
      <Actions>
        {reply && (
          <Button type="button" variant="ghost" onClick={reply.onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" loading={sending} disabled={uploading}>
          {sending ? 'Posting...' : reply ? 'Post Reply' : internal ? 'Add Note' : 'Post Comment'}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form<{ $internal: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  ${({ $internal }) =>
    $internal &&
    `padding: ${theme.space[3]}; border: 1px dashed ${theme.colors.warning}; border-radius: ${theme.radius.md}; background: ${theme.colors.warningSoft};`}
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;
