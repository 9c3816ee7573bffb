import { type GuestCommentInput, guestCommentSchema } from '@sayso/api/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { MarkdownEditor } from '@/components/markdown-editor';
import { Button } from '@/components/ui/button';
import { EmailInput, Input } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { type FieldErrors, serverFieldErrors, validate } from '@/lib/form-errors';
import { theme } from '@/styles/theme';
import { postGuestComment } from '../api/guest-comment-api';

type Field = keyof GuestCommentInput;

/**
 * A comment without an account (issue 26): a name, an e-mail and the comment. Nothing shows
 * until the guest opens the link e-mailed to them; the form then says so in its place.
 */
export function GuestCommentForm({ ideaId, onCancel }: { ideaId: number; onCancel: () => void }) {
  const { toast } = useToast();
  const [values, setValues] = useState<GuestCommentInput>({ name: '', email: '', content: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  // Opened by "Comment as guest": the keyboard continues in the comment field.
  const first = useRef<HTMLTextAreaElement>(null);
  useEffect(() => first.current?.focus(), []);

  const bind = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [field]: event.target.value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validate<GuestCommentInput, Field>(guestCommentSchema, values);
    if (!result.data) return setErrors(result.errors);
    setSending(true);
    try {
      setSent((await postGuestComment(ideaId, result.data)).message);
    } catch (failure) {
      const issues = serverFieldErrors<Field>(failure);
      if (Object.values(issues).some(Boolean)) setErrors(issues);
      else
        toast({
          title: 'Error',
          description: errorMessage(failure, 'Failed to post your comment. Please try again.'),
          variant: 'destructive',
        });
    } finally {
      setSending(false);
    }
  }

  if (sent)
    return (
      <Sent role="status">
        <strong>Almost there</strong>
        <p>{sent}</p>
      </Sent>
    );

  return (
    <Form onSubmit={submit} noValidate aria-label="Comment as guest">
      <MarkdownEditor
        textareaRef={first}
        label="Your comment"
        name="content"
        rows={3}
        maxLength={1000}
        {...bind('content')}
        onChange={(content) => bind('content').onChange({ target: { value: content } })}
      />
      <Pair>
        <Input label="Your name" autoComplete="name" {...bind('name')} />
        <EmailInput hint="We send you a link to publish your comment. Never shown." {...bind('email')} />
      </Pair>
      <Actions>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={sending}>
          Post as guest
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

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: ${theme.space[3]};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;

const Sent = styled.div`
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.successBorder};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.successSoft};
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.text};
`;
