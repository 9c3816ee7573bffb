import styled from 'styled-components';
import { Card, CardBody, CardHeader, CardTitle } from '@/components/ui/card';
import { media, theme } from '@/styles/theme';

const HINTS = [
  {
    title: 'WordPress',
    text: 'Add a Custom HTML block where the board should appear, or paste the button code into your theme footer (Appearance → Theme File Editor → footer.php, before </body>) or a header-and-footer plugin.',
  },
  {
    title: 'Shopify',
    text: 'Go to Online Store → Themes → Edit code, open layout/theme.liquid and paste the button code just before </body>. For the full page, paste the iframe code into a page with the HTML editor.',
  },
  {
    title: 'Plain HTML',
    text: 'Paste the button code just before the closing </body> tag of every page that should show it, or the iframe code where the board should appear.',
  },
];

/** Where to paste the code on common platforms (spec section 2). */
export function IntegrationHints() {
  return (
    <Card as="section" aria-labelledby="integration-title">
      <CardHeader>
        <CardTitle id="integration-title">Integration guides</CardTitle>
      </CardHeader>
      <CardBody>
        <Grid>
          {HINTS.map((hint) => (
            <Hint key={hint.title}>
              <h4>{hint.title}</h4>
              <p>{hint.text}</p>
            </Hint>
          ))}
        </Grid>
      </CardBody>
    </Card>
  );
}

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space[4]};
  ${media.tablet} { grid-template-columns: 1fr; }
`;

const Hint = styled.div`
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceMuted};
  border: 1px solid ${theme.colors.border};
  h4 { font-weight: ${theme.font.weight.semibold}; margin-bottom: ${theme.space[1]}; }
  p { font-size: ${theme.font.size.sm}; color: ${theme.colors.textMuted}; overflow-wrap: anywhere; }
`;
