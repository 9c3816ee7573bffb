import styled from 'styled-components';
import { theme } from '@/styles/theme';

const Row = styled.ul`
  display: flex;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    width: 36px;
    height: 36px;
    align-items: center;
    justify-content: center;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.textMuted};
  }
  a:hover { color: ${theme.colors.brand}; border-color: ${theme.colors.brand}; }
`;

const SOCIAL = [
  {
    name: 'X (Twitter)',
    href: 'https://x.com/saysoapp',
    d: 'M4 4l6.5 8.5L4 20h2l5.4-6.2L16 20h4l-6.8-9L19.2 4h-2l-4.9 5.6L8 4z',
  },
  {
    name: 'GitHub',
    href: 'https://github.com/sayso',
    d: 'M12 2a10 10 0 0 0-3.2 19.5c.5.1.7-.2.7-.5v-1.8c-2.8.6-3.4-1.2-3.4-1.2-.5-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.6 2.4 1.1 3 .9.1-.7.4-1.1.6-1.4-2.2-.3-4.6-1.1-4.6-5a3.9 3.9 0 0 1 1-2.7 3.6 3.6 0 0 1 .1-2.7s.8-.3 2.8 1a9.6 9.6 0 0 1 5 0c2-1.3 2.8-1 2.8-1 .5 1.4.2 2.4.1 2.7a3.9 3.9 0 0 1 1 2.7c0 3.9-2.4 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z',
  },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/company/sayso',
    d: 'M5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 9h4v12H3zM9 9h3.8v1.7c.5-1 1.9-2 3.9-2 4.1 0 4.3 2.7 4.3 6.1V21h-4v-5.5c0-1.4 0-3.1-1.9-3.1s-2.1 1.5-2.1 3V21H9z',
  },
];

export function SocialLinks() {
  return (
    <Row>
      {SOCIAL.map((item) => (
        <li key={item.name}>
          {/* biome-ignore lint/a11y/useAnchorContent: the aria-label names the link; the icon is decorative. */}
          <a href={item.href} target="_blank" rel="noopener noreferrer" aria-label={`Sayso on ${item.name}`}>
            <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
              <path d={item.d} />
            </svg>
          </a>
        </li>
      ))}
    </Row>
  );
}
