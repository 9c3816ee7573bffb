import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/ui/button';
import { theme } from '@/styles/theme';
import { GuestCommentForm } from './guest-comment-form';
import { useGuestConfirmation } from './use-guest-confirmation';

/**
 * What a visitor sees instead of the comment box: a way to sign in and, on the idea page, to
 * comment as a guest with a name and an e-mail (issue 26). The idea page's id comes from its
 * route; inside the embed (new tab links, no id in the path) only signing in is offered.
 */
export function LoginPrompt({
  href,
  newTab = false,
  text,
  linkText = 'Log in',
}: {
  href: string;
  /** Inside the embed the site opens in a new tab (the session cookie is not sent to iframes). */
  newTab?: boolean;
  text?: string;
  linkText?: string;
}) {
  const ideaId = Number(useParams().id);
  const guests = !newTab && Number.isSafeInteger(ideaId) && ideaId > 0;
  return guests ? (
    <GuestPrompt ideaId={ideaId} href={href} text={text} linkText={linkText} />
  ) : (
    <Box>
      <p>{text ?? 'Log in to join the discussion and add a comment.'}</p>
      {newTab ? (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {linkText}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        <ButtonLink to={href} variant="outline" size="sm">
          {linkText}
        </ButtonLink>
      )}
    </Box>
  );
}

/** Sign in, or "Comment as guest" which opens the guest form in place. */
function GuestPrompt({
  ideaId,
  href,
  text,
  linkText,
}: {
  ideaId: number;
  href: string;
  text: string | undefined;
  linkText: string;
}) {
  const [open, setOpen] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const guestButton = useRef<HTMLButtonElement>(null);
  useGuestConfirmation(ideaId);
  // Back from a cancelled guest form, focus returns to the button that opened it.
  useEffect(() => {
    if (cancelled && !open) guestButton.current?.focus();
  }, [cancelled, open]);
  if (open)
    return (
      <GuestCommentForm
        ideaId={ideaId}
        onCancel={() => {
          setCancelled(true);
          setOpen(false);
        }}
      />
    );
  return (
    <Box>
      <p>{text ?? 'Log in to join the discussion, or comment as a guest with your name and e-mail.'}</p>
      <Choices>
        <ButtonLink to={href} variant="outline" size="sm">
          {linkText}
        </ButtonLink>
        <Button ref={guestButton} variant="secondary" size="sm" onClick={() => setOpen(true)}>
          Comment as guest
        </Button>
      </Choices>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radius.md};
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
  a { font-weight: ${theme.font.weight.semibold}; }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;
