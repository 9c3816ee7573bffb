import { createCommentSchema } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { MarkdownEditor } from '@/components/markdown-editor';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/form-errors';
import { theme } from '@/styles/theme';
import { postComment } from '../api/idea-api';
import { useGuestConfirmation } from './use-guest-confirmation';

interface CommentFormProps {
  ideaId: number;
  onPosted: () => void | Promise<void>;
}

/**
 * The signed-in user's comment box: 1..1000 characters, the contract's messages. A guest's
 * e-mailed link opened while signed in still publishes their comment (issue 26).
 */
export function CommentForm({ ideaId, onPosted }: CommentFormProps) {
  const { toast } = useToast();
  useGuestConfirmation(ideaId);
  const [content, setContent] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createCommentSchema.safeParse({ content });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSending(true);
    try {
      await postComment(ideaId, parsed.data.content);
      setContent('');
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
      <MarkdownEditor
        label="Add a comment"
        name="content"
        placeholder="Share your thoughts..."
        value={content}
        rows={3}
        maxLength={1000}
        error={error}
        hint={`${content.length}/1000`}
        onChange={(next) => {
          setContent(next);
          setError(undefined);
        }}
      />
      <Actions>
        <Button type="submit" loading={sending}>
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
