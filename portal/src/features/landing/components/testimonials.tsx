import styled from 'styled-components';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { media, theme } from '@/styles/theme';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${theme.space[5]};
  margin: ${theme.space[8]} 0 0;
  padding: 0;
  list-style: none;
  ${media.tablet} { grid-template-columns: 1fr; }
`;

const Quote = styled(Card).attrs({ as: 'li' })`
  padding: ${theme.space[6]};
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${theme.space[4]};
  blockquote { margin: 0; color: ${theme.colors.text}; }
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  font-size: ${theme.font.size.sm};
  strong { display: block; }
  span { color: ${theme.colors.textMuted}; }
`;

const QUOTES = [
  [
    'We stopped guessing. The top-voted ideas became our next two releases, and churn dropped.',
    'Maya Fischer',
    'Head of Product, Lumen',
  ],
  [
    'The embed took five minutes. We got more feedback in a week than in the previous quarter.',
    'Tom Okafor',
    'Founder, Shiftly',
  ],
  [
    'Customers love seeing their idea move to Completed. It closes the loop for us.',
    'Lena Kowalski',
    'Customer Success, Parcelly',
  ],
] as const;

/** Three customer quotes under the featured companies. */
export function Testimonials() {
  return (
    <Grid aria-label="What customers say">
      {QUOTES.map(([quote, name, role]) => (
        <Quote key={name}>
          <blockquote>“{quote}”</blockquote>
          <Person>
            <Avatar name={name} size={40} />
            <div>
              <strong>{name}</strong>
              <span>{role}</span>
            </div>
          </Person>
        </Quote>
      ))}
    </Grid>
  );
}
