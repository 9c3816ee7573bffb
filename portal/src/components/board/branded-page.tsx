import type { BoardSettings, CompanyBranding } from '@sayso/api/contract';
import { type CSSProperties, type ReactNode, useMemo, useState } from 'react';
import styled from 'styled-components';
import { DialogContainerContext } from '@/components/ui/dialog';
import { useCompany } from '@/lib/board/board-api';
import { BoardSettingsContext, STANDARD_BOARD } from '@/lib/board/board-settings';
import { brandedPalette } from '@/lib/board/branding';
import { paletteVars, theme } from '@/styles/theme';

/**
 * A company's public page (board, idea, roadmap, embed) in the company's look: its theme and
 * accent colour as the theme's custom properties (Custom branding), its board settings for the
 * pieces inside (Advanced customisation). Sayso's own look until the company has loaded, and
 * whenever the plan does not apply them (the answer then carries the defaults).
 */
export function BrandedPage({ slug, children }: { slug: string; children: ReactNode }) {
  const { data: company } = useCompany(slug);
  return (
    <Branded branding={company?.branding} board={company?.board}>
      {children}
    </Branded>
  );
}

/** The same for a company already loaded. */
export function Branded({
  branding,
  board,
  children,
}: {
  branding: Pick<CompanyBranding, 'accentColor' | 'theme'> | undefined;
  board: BoardSettings | undefined;
  children: ReactNode;
}) {
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const accentColor = branding?.accentColor ?? null;
  const dark = branding?.theme === 'dark';
  const style = useMemo(
    () =>
      ({
        ...paletteVars(brandedPalette({ accentColor, theme: dark ? 'dark' : 'light' })),
        colorScheme: dark ? 'dark' : 'light',
      }) as CSSProperties,
    [accentColor, dark],
  );
  return (
    <BoardSettingsContext.Provider value={board ?? STANDARD_BOARD}>
      <Frame ref={setFrame} style={style} data-theme={dark ? 'dark' : 'light'}>
        <DialogContainerContext.Provider value={frame}>{children}</DialogContainerContext.Provider>
      </Frame>
    </BoardSettingsContext.Provider>
  );
}

const Frame = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  min-width: 0;
  background: ${theme.colors.background};
  color: ${theme.colors.text};
  /* Plain links (no styles of their own) in the shade of the accent that reads on the page: the
     accent itself may not, on a dark page or in a light colour. :where keeps it below any
     component's own link colour. */
  :where(a:not([class])) { color: ${theme.colors.brandDark}; }
`;
