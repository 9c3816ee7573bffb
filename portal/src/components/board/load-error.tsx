import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { theme } from '@/styles/theme';

interface LoadErrorProps {
  /** What could not be loaded, as a sentence: 'The board could not be loaded.' */
  message: string;
  onRetry: () => void;
  /** A line inside a card or list (comments, stats) rather than a card of its own. */
  inline?: boolean;
}

/**
 * A public view whose request failed: says so and offers "Try again", so a visitor is never
 * left on a skeleton or sent away from the address they opened.
 */
export function LoadError({ message, onRetry, inline = false }: LoadErrorProps) {
  const body = (
    <>
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </>
  );
  return inline ? (
    <Inline role="alert">{body}</Inline>
  ) : (
    <Block as="section" role="alert">
      {body}
    </Block>
  );
}

const Block = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[10]} ${theme.space[6]};
  text-align: center;
  color: ${theme.colors.textMuted};
`;

const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;
