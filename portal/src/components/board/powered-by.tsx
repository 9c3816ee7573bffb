import type { CompanyBranding } from '@sayso/api/contract';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { theme } from '@/styles/theme';

/**
 * The small "Powered by Sayso" link under a public board, idea page and embed (issue 13): shown
 * when the company answer says so (Free and Pro; white-label on Business hides it). Nothing
 * while the company loads, so a white-label board never flashes it. The embed opens it in a
 * new tab, as the widget's frame must not navigate away.
 */
export function PoweredBy({
  branding,
  newTab = false,
}: {
  branding: Pick<CompanyBranding, 'poweredBy'> | undefined;
  newTab?: boolean;
}) {
  if (!branding?.poweredBy) return null;
  return (
    <Line>
      <a
        href={paths.home()}
        rel="noopener"
        {...(newTab ? { target: '_blank' } : {})}
        aria-label={newTab ? 'Powered by Sayso (opens in a new tab)' : undefined}
      >
        Powered by Sayso
      </a>
    </Line>
  );
}

const Line = styled.p`
  text-align: center;
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textSubtle};
  padding: ${theme.space[4]} 0;
  a { color: inherit; text-decoration: underline; text-underline-offset: 2px; }
  a:hover { color: ${theme.colors.text}; }
`;
