import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/**
 * The first stop of the Tab order on a company's pages: moves focus past the header, filters and
 * search to `targetId`, so the first vote button is one more Tab away. Focus is moved by hand
 * because a bare `#id` link scrolls without moving focus in every browser.
 */
export function SkipLink({ targetId, children }: { targetId: string; children: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView({ block: 'start' });
  };
  return (
    <Link href={`#${targetId}`} onClick={skip}>
      {children}
    </Link>
  );
}

const Link = styled.a`
  position: absolute;
  left: -9999px;
  top: ${theme.space[2]};
  z-index: ${theme.z.dialog};
  padding: ${theme.space[2]} ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: ${theme.font.weight.semibold};
  &:focus { left: ${theme.space[4]}; outline: none; box-shadow: ${theme.shadow.focus}; }
`;
