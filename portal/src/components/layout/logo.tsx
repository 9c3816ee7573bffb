import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { palettes, theme } from '@/styles/theme';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  color: ${theme.colors.text};
  font-size: ${theme.font.size.xl};
  font-weight: ${theme.font.weight.extrabold};
  letter-spacing: -0.02em;
  &:hover { text-decoration: none; }
`;

/** The brand mark: a speech bubble on the brand gradient. */
export function LogoMark({ size = 30 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="sayso-logo" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={palettes.light.brand} />
          <stop offset="1" stopColor={palettes.light.brandAccent} />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="url(#sayso-logo)" />
      <path
        d="M9 11.5a3.5 3.5 0 0 1 3.5-3.5h7a3.5 3.5 0 0 1 3.5 3.5v5a3.5 3.5 0 0 1-3.5 3.5H15l-4.5 4v-4.2A3.5 3.5 0 0 1 9 16.5z"
        fill={palettes.light.textOnBrand}
      />
    </svg>
  );
}

export function Logo() {
  return (
    <Home to={paths.home()} aria-label="Sayso home">
      <LogoMark />
      <span>Sayso</span>
    </Home>
  );
}
