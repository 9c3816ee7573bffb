import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { media, theme } from '@/styles/theme';
import { Section } from './section';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 1fr 1.2fr;
  gap: ${theme.space[10]};
  align-items: center;
  ${media.tablet} { grid-template-columns: 1fr; }
`;

const Points = styled.ol`
  margin: 0;
  padding-left: ${theme.space[5]};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  li::marker { color: ${theme.colors.brand}; font-weight: ${theme.font.weight.bold}; }
  strong { display: block; }
  span { color: ${theme.colors.textMuted}; font-size: ${theme.font.size.sm}; }
`;

const Code = styled.figure`
  margin: 0;
  min-width: 0;
  border-radius: ${theme.radius.lg};
  background: ${theme.inverse.surface};
  color: ${theme.inverse.text};
  box-shadow: ${theme.shadow.lg};
  overflow: hidden;
  figcaption {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[2]};
    padding: ${theme.space[2]} ${theme.space[4]};
    background: ${theme.inverse.surfaceRaised};
    font-size: ${theme.font.size.sm};
    color: ${theme.inverse.textMuted};
  }
  pre { margin: 0; padding: ${theme.space[5]}; white-space: pre-wrap; overflow-wrap: anywhere; font-family: ${theme.font.mono}; font-size: ${theme.font.size.sm}; line-height: 1.7; }
`;

/** The real script tag for this deployment. */
function embedSnippet(origin: string): string {
  return `<script src="${origin}/sdk/v1/sayso.js" data-company="your-company" async></script>`;
}

/** How it works (id 'how-it-works'), with the embed snippet and a copy button. */
export function HowItWorks() {
  const snippet = embedSnippet(window.location.origin);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(snippet);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard blocked: the snippet is still there to select by hand.
    }
  };

  return (
    <Section
      id="how-it-works"
      muted
      eyebrow="How it works"
      title="Add a feedback button with one line"
      lead="Paste the snippet before </body>. Replace your-company with your page's slug."
    >
      <Layout>
        <Points>
          <li>
            <strong>Create your company page</strong>
            <span>Your slug is in your page address: /company/your-company.</span>
          </li>
          <li>
            <strong>Paste the script tag</strong>
            <span>
              It adds a floating button that opens your board in a panel, isolated from your styles.
            </span>
          </li>
          <li>
            <strong>Customise it</strong>
            <span>
              Set the text and colours from the Share tab of your dashboard. Logo and cover image make the
              board yours.
            </span>
          </li>
        </Points>
        <Code>
          <figcaption>
            <span>index.html</span>
            <Button size="sm" variant="secondary" onClick={copy} aria-live="polite">
              {copied ? 'Copied!' : 'Copy'}
            </Button>
          </figcaption>
          <pre>
            <code>{snippet}</code>
          </pre>
        </Code>
      </Layout>
    </Section>
  );
}
