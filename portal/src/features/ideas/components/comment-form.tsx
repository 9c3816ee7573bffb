import { createCommentSchema } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { useAttachmentSlots } from '@/lib/attachments/attachment-slots';
import { serverFieldErrors } from '@/lib/form-errors';
import { theme } from '@/styles/theme';
import { postComment } from '../api/idea-api';
import { useGuestConfirmation } from './use-guest-confirmation';

interface CommentFormProps {
  ideaId: number;
  /** The idea's company: its board's storage holds the comment's screenshots. */
  companySlug: string;
  onPosted: () => void | Promise<void>;
}

/**
 * The signed-in user's comment box: 1..1000 characters, the contract's messages. A guest's
 * e-mailed link opened while signed in still publishes their comment (issue 26).
 */
export function CommentForm({ ideaId, companySlug, onPosted }: CommentFormProps) {
  const { toast } = useToast();
  useGuestConfirmation(ideaId);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const { Picker } = useAttachmentSlots();
  const [attachmentIds, setAttachmentIds] = useState<number[]>([]);
  const [uploading, setUploading] = useState(false);
  // A new Picker after each post: the sent screenshots leave the box with the text.
  const [round, setRound] = useState(0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createCommentSchema.safeParse({ content });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSending(true);
    try {
      await postComment(ideaId, parsed.data.content, attachmentIds);
      setContent('');
      setRound((n) => n + 1);
      await onPosted();
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

  return (
    <Form onSubmit={submit} noValidate>
      <Picker key={round} companySlug={companySlug} onChange={setAttachmentIds} onBusyChange={setUploading}>
        <Textarea
          label="Add a comment"
          placeholder="Share your thoughts..."
          value={content}
          maxLength={1000}
          error={error}
          hint={`${content.length}/1000`}
          onChange={(event) => {
            setContent(event.target.value);
            setError(undefined);
          }}
        />
      </Picker>
      <Actions>
        <Button type="submit" loading={sending} disabled={uploading}>
          {sending ? 'Posting...' : 'Post Comment'}
        </Button>
      </Actions>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
