import { emailSchema } from '@sayso/api/contract';
import { type FormEvent, useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmailInput } from '@/components/ui/field';
import { Notice } from '@/components/ui/notice';
import { ApiError, errorMessage } from '@/lib/api-client';
import { theme } from '@/styles/theme';
import { subscribeToChangelog } from '../api/changelog-api';

type State =
  | { kind: 'editing'; fieldError?: string; formError?: string }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string };

/** What a failed call says, and whether it is about the address (shown under the field). */
function failure(error: unknown): State {
  if (error instanceof ApiError && error.status === 400)
    return { kind: 'editing', fieldError: error.issues.email ?? error.message };
  return { kind: 'editing', formError: errorMessage(error, 'Could not subscribe. Please try again.') };
}

/**
 * "Subscribe by e-mail": double opt-in, so the page only ever says to check the inbox (the API
 * answers the same for a new, pending or confirmed address). Errors stay in the page, by the field.
 */
export function SubscribeForm({ slug }: { slug: string }) {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<State>({ kind: 'editing' });
  const headingId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setState({ kind: 'editing', fieldError: parsed.error.issues[0]?.message });
      return;
    }
    setState({ kind: 'sending' });
    try {
      const answer = await subscribeToChangelog(slug, parsed.data);
      setState({ kind: 'sent', message: answer.message });
    } catch (error) {
      setState(failure(error));
    }
  };

  return (
    <Root as="section" aria-labelledby={headingId}>
      <h2 id={headingId}>Subscribe by e-mail</h2>
      {state.kind === 'sent' ? (
        <Notice role="status">{state.message}</Notice>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <p>Get an e-mail when something new ships.</p>
          <Row>
            <EmailInput
              name="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={state.kind === 'editing' ? state.fieldError : undefined}
            />
            <Button type="submit" loading={state.kind === 'sending'}>
              Subscribe
            </Button>
          </Row>
          {state.kind === 'editing' && state.formError && (
            <FormError role="alert">{state.formError}</FormError>
          )}
        </form>
      )}
    </Root>
  );
}

const Root = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
  h2 { font-size: ${theme.font.size.md}; font-weight: ${theme.font.weight.semibold}; }
  form { display: flex; flex-direction: column; gap: ${theme.space[3]}; }
  form > p { font-size: ${theme.font.size.sm}; color: ${theme.colors.textMuted}; }
`;

// The button sits beside the field, level with its input (the label is above it).
const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[2]};
  > :first-child { flex: 1; }
`;

const FormError = styled.p`
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.danger};
  font-weight: ${theme.font.weight.medium};
`;
