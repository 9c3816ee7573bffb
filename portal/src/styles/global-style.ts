import { createGlobalStyle } from 'styled-components';
import { palettes, paletteVars, theme } from './theme';

/** Sayso's palette as the page's custom properties; branded pages set their own inside. */
const rootVars = Object.entries(paletteVars(palettes.light))
  .map(([name, value]) => `${name}: ${value};`)
  .join(' ');

/** Base element styles; everything else lives in components. */
export const GlobalStyle = createGlobalStyle`
  :root { ${rootVars} }
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; scroll-behavior: smooth; }
  @media (prefers-reduced-motion: reduce) {
    html { scroll-behavior: auto; }
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${theme.font.family};
    font-size: ${theme.font.size.md};
    line-height: ${theme.font.lineHeight.normal};
    color: ${theme.colors.text};
    background: ${theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  #root { min-height: 100vh; display: flex; flex-direction: column; }
  h1, h2, h3, h4, h5, h6 { margin: 0; line-height: ${theme.font.lineHeight.tight}; letter-spacing: -0.01em; }
  p { margin: 0; }
  a { color: ${theme.colors.brand}; text-decoration: none; }
  a:hover { text-decoration: underline; }
  img, svg { display: block; max-width: 100%; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 2px solid ${theme.colors.focus}; outline-offset: 2px; }
  ::selection { background: ${theme.colors.brandBorder}; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
