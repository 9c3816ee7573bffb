import { htmlSnippet } from '@sayso/sdk';
import styled from 'styled-components';
import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useCopy } from '@/lib/use-copy';
import { theme } from '@/styles/theme';

/** The board's link with a Copy button; copying ticks the step (remembered in this browser). */
export function BoardLinkStep({ slug, onCopied }: { slug: string; onCopied: () => void }) {
  const copy = useCopy();
  const link = `${window.location.origin}${paths.company(slug)}`;
  return (
    <Row>
      <LinkBox
        aria-label="Your board link"
        readOnly
        value={link}
        onFocus={(event) => event.target.select()}
      />
      <Button
        variant="outline"
        onClick={async () => {
          await copy(link, 'Board link');
          onCopied();
        }}
      >
        Copy link
      </Button>
    </Row>
  );
}

/**
 * The widget's snippet with a Copy button. The step ticks itself once the API has seen the
 * widget load on another site ("Check again" asks), or when the owner says it is installed.
 */
export function WidgetStep({
  slug,
  onCheck,
  onMarked,
}: {
  slug: string;
  onCheck: () => unknown;
  onMarked: () => void;
}) {
  const copy = useCopy();
  const snippet = htmlSnippet({ company: slug, baseUrl: window.location.origin });
  return (
    <Stack>
      <p id="widget-snippet-hint">
        Paste this before <code>&lt;/body&gt;</code> on your site. This step ticks itself once the widget
        loads there.
      </p>
      <Code tabIndex={0} aria-label="Widget snippet" aria-describedby="widget-snippet-hint">
        <code>{snippet}</code>
      </Code>
      <Row>
        <Button variant="outline" onClick={() => void copy(snippet, 'Widget snippet')}>
          Copy snippet
        </Button>
        <Button variant="ghost" onClick={() => void onCheck()}>
          Check again
        </Button>
        <Button variant="ghost" onClick={onMarked}>
          I've installed it
        </Button>
      </Row>
    </Stack>
  );
}

/** Where invitations are sent from: the dashboard's Team section. */
export function InviteStep({ slug }: { slug: string }) {
  return (
    <Stack>
      <p>Triage together: invite a colleague to answer and sort ideas with you.</p>
      <Row>
        <ButtonLink to={paths.dashboardSection(slug, 'team')} variant="outline" size="sm">
          Invite a teammate
        </ButtonLink>
      </Row>
    </Stack>
  );
}

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  align-items: center;
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
  p { font-size: ${theme.font.size.sm}; color: ${theme.colors.textMuted}; }
`;

const LinkBox = styled.input`
  flex: 1 1 240px;
  min-width: 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radius.sm};
  font-family: ${theme.font.mono};
  font-size: ${theme.font.size.sm};
  background: ${theme.colors.surfaceMuted};
  color: ${theme.colors.text};
`;

const Code = styled.pre`
  max-width: 100%;
  overflow-x: auto;
  padding: ${theme.space[3]};
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.surfaceSunken};
  color: ${theme.colors.text};
  font-family: ${theme.font.mono};
  font-size: ${theme.font.size.xs};
  white-space: pre;
`;
