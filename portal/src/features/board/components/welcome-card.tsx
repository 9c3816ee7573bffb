import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CloseButton } from '@/components/ui/close-button';
import { dismissWelcome, isWelcomeDismissed } from '@/lib/board/local-flags';
import { media, theme } from '@/styles/theme';

interface WelcomeCardProps {
  slug: string;
  companyName: string;
  onShareIdea: () => void;
}

/** The non-owner's welcome card; dismissal is remembered per company slug (spec section 2). */
export function WelcomeCard({ slug, companyName, onShareIdea }: WelcomeCardProps) {
  const [dismissed, setDismissed] = useState(() => isWelcomeDismissed(slug));
  if (dismissed) return null;
  return (
    <Root as="section" aria-labelledby="welcome-title">
      <Text>
        <Title id="welcome-title">Welcome to {companyName}&rsquo;s Feedback Page</Title>
        <p>
          This is where you can share your ideas and suggestions to help {companyName} build better products.
          Vote for the ideas you like, or add your own.
        </p>
        <Button variant="primary" onClick={onShareIdea}>
          Share your idea
        </Button>
      </Text>
      <Dismiss
        type="button"
        aria-label="Dismiss welcome message"
        onClick={() => {
          dismissWelcome(slug);
          setDismissed(true);
        }}
      >
        ×
      </Dismiss>
    </Root>
  );
}

const Root = styled(Card)`
  position: relative;
  padding: ${theme.space[6]};
  background: ${theme.gradient.brandSoft};
  border-color: ${theme.colors.brandBorder};
  ${media.mobile} { padding: ${theme.space[4]}; }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding-right: ${theme.space[8]};
  color: ${theme.colors.textMuted};
  ${media.mobile} { padding-right: ${theme.space[6]}; }
`;

const Title = styled.h2`
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.bold};
  color: ${theme.colors.text};
  overflow-wrap: anywhere;
`;

const Dismiss = styled(CloseButton)`
  position: absolute;
  top: ${theme.space[3]};
  right: ${theme.space[3]};
  /* Translucent, because the card itself is tinted. */
  &:hover { background: rgba(15, 23, 42, 0.06); }
  &:focus-visible { outline: none; box-shadow: ${theme.shadow.focus}; }
`;
