import styled from 'styled-components';
import { ButtonLink } from '@/components/ui/button';
import { DEMO_COMPANY_SLUG, paths } from '@/config/paths';
import { media, theme } from '@/styles/theme';
import { Section } from './section';

const Frame = styled.div`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.xl};
  overflow: hidden;
  box-shadow: ${theme.shadow.lg};
  background: ${theme.colors.surface};
  iframe { display: block; width: 100%; height: 640px; border: 0; }
  ${media.mobile} { iframe { height: 560px; } }
`;

const Below = styled.div`display: flex; justify-content: center; margin-top: ${theme.space[6]};`;

/** The product's own board, framed live (the embed view, lazy-loaded). */
export function DemoSection() {
  return (
    <Section
      id="demo"
      eyebrow="Live demo"
      title="Try a real feedback board"
      lead="This is Sayso's own page, embedded exactly as it would be on your site. Vote on an idea or submit one."
    >
      <Frame>
        <iframe src={paths.embed(DEMO_COMPANY_SLUG)} title="Sayso demo feedback board" loading="lazy" />
      </Frame>
      <Below>
        <ButtonLink to={paths.company(DEMO_COMPANY_SLUG)} variant="outline" target="_blank" rel="noopener">
          Open the full page
        </ButtonLink>
      </Below>
    </Section>
  );
}
