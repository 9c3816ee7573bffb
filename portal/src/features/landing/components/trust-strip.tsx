import styled from 'styled-components';
import { Container } from '@/components/ui/container';
import { media, theme } from '@/styles/theme';

const Strip = styled.section`
  border-top: 1px solid ${theme.colors.border};
  border-bottom: 1px solid ${theme.colors.border};
  padding: ${theme.space[8]} 0;
`;

const Inner = styled(Container)`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${theme.space[6]};
  text-align: center;
  ${media.mobile} { grid-template-columns: repeat(2, 1fr); }
`;

const Figure = styled.div`
  strong { display: block; font-size: ${theme.font.size['3xl']}; font-weight: ${theme.font.weight.extrabold}; color: ${theme.colors.text}; }
  span { font-size: ${theme.font.size.sm}; color: ${theme.colors.textMuted}; }
`;

const FACTS = [
  ['2 min', 'to launch your board'],
  ['1 line', 'of code to embed it'],
  ['0 €', 'to start, free forever'],
  ['GDPR', 'friendly, EU billing'],
] as const;

/** Quick reasons to trust the product, right under the hero. */
export function TrustStrip() {
  return (
    <Strip aria-label="Why teams trust Sayso">
      <Inner>
        {FACTS.map(([figure, text]) => (
          <Figure key={figure}>
            <strong>{figure}</strong>
            <span>{text}</span>
          </Figure>
        ))}
      </Inner>
    </Strip>
  );
}
