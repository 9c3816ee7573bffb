import styled from 'styled-components';
import { Card } from '@/components/ui/card';
import { media, theme } from '@/styles/theme';
import { Icon } from './icons';
import { Section } from './section';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} { grid-template-columns: repeat(2, 1fr); }
  ${media.mobile} { grid-template-columns: 1fr; }
`;

const Item = styled(Card).attrs({ as: 'li' })`
  padding: ${theme.space[6]};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  h3 { font-size: ${theme.font.size.lg}; }
  p { color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm}; }
`;

const IconBox = styled.span`
  display: inline-flex;
  width: 44px;
  height: 44px;
  align-items: center;
  justify-content: center;
  border-radius: ${theme.radius.md};
  background: ${theme.gradient.brandSoft};
  color: ${theme.colors.brand};
  margin-bottom: ${theme.space[2]};
`;

const REASONS = [
  [
    'bulb',
    'Collect ideas in one place',
    'A public board replaces scattered emails, chats and spreadsheets. Every request lands where your team can see it.',
  ],
  [
    'vote',
    'Let customers vote',
    'Votes show what matters most, so you prioritise with evidence instead of the loudest voice in the room.',
  ],
  [
    'map',
    'Share your roadmap',
    'Move ideas from Idea to Planned, In Progress and Completed. Customers see progress without asking.',
  ],
  [
    'code',
    'Embed it anywhere',
    'One script tag adds a feedback button to your site or app. It never touches your styles.',
  ],
  ['palette', 'Make it yours', 'Your logo, cover image and colours on your page and your button.'],
  [
    'mask',
    'Anonymous welcome',
    'Visitors can share ideas and vote without an account, so you hear from everyone.',
  ],
] as const;

/** Why-choose cards (id 'features', linked from the footer). */
export function WhyChoose() {
  return (
    <Section
      id="features"
      eyebrow="Why Sayso"
      title="Everything you need to listen at scale"
      lead="Simple for your customers, powerful for your product team."
    >
      <Grid>
        {REASONS.map(([icon, title, text]) => (
          <Item key={title}>
            <IconBox>
              <Icon name={icon} />
            </IconBox>
            <h3>{title}</h3>
            <p>{text}</p>
          </Item>
        ))}
      </Grid>
    </Section>
  );
}
