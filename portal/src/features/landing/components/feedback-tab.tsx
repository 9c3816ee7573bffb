import styled from 'styled-components';
import { DEMO_COMPANY_SLUG, paths } from '@/config/paths';
import { media, theme } from '@/styles/theme';

const Tab = styled.a`
  position: fixed;
  right: 0;
  top: 50%;
  z-index: ${theme.z.header};
  transform: translateY(-50%) rotate(180deg);
  writing-mode: vertical-rl;
  padding: ${theme.space[4]} ${theme.space[2]};
  border-radius: 0 ${theme.radius.md} ${theme.radius.md} 0;
  background: ${theme.gradient.brand};
  color: ${theme.colors.textOnBrand};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  letter-spacing: 0.02em;
  box-shadow: ${theme.shadow.brand};
  &:hover { text-decoration: none; filter: brightness(1.08); }
  ${media.mobile} {
    top: auto;
    bottom: 96px;
    transform: rotate(180deg);
    padding: ${theme.space[3]} 6px;
    font-size: ${theme.font.size.xs};
  }
`;

/** The floating side tab: Sayso's own feedback page, in a new tab. */
export function FeedbackTab() {
  return (
    <Tab href={paths.company(DEMO_COMPANY_SLUG)} target="_blank" rel="noopener">
      Feedback<span className="visually-hidden"> (opens Sayso's feedback page in a new tab)</span>
    </Tab>
  );
}
