import type { Company } from '@sayso/api/contract';
import { htmlSnippet, reactSnippet } from '@sayso/sdk';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/field';
import { Tabs } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useCopy } from '@/lib/use-copy';
import { media, theme } from '@/styles/theme';
import { iframeHtml, iframeReact } from '../lib/embed-code';
import { toOptions, useButtonSettings } from '../lib/use-button-settings';
import { ButtonSettingsForm } from './button-settings-form';
import { CodeSamples } from './code-samples';
import { IntegrationHints } from './integration-hints';
import { WidgetPreview } from './widget-preview';

/** Tab 3 (lazy, it carries the SDK): the page link, the embed code and where to paste it. */
export default function ShareTab({ company }: { company: Company }) {
  const origin = window.location.origin;
  const pageUrl = `${origin}${paths.company(company.slug)}`;
  const copy = useCopy();
  return (
    <Stack>
      <Card as="section" aria-labelledby="share-link-title">
        <CardHeader>
          <CardTitle id="share-link-title">Your public page</CardTitle>
          <CardDescription>Share this link with your customers to collect their ideas.</CardDescription>
        </CardHeader>
        <CardBody>
          <LinkRow>
            <Input
              label="Public page link"
              hideLabel
              readOnly
              value={pageUrl}
              onFocus={(event) => event.target.select()}
            />
            <Button variant="outline" onClick={() => void copy(pageUrl, 'Page link')}>
              Copy
            </Button>
          </LinkRow>
        </CardBody>
      </Card>

      <Card as="section" aria-labelledby="embed-title">
        <CardHeader>
          <CardTitle id="embed-title">Embed on your website</CardTitle>
          <CardDescription>
            Add a feedback button to every page, or show the whole board inside a page.
          </CardDescription>
        </CardHeader>
        <CardBody>
          <Tabs
            label="Embed options"
            tabs={[
              {
                id: 'button',
                label: 'Feedback Button',
                content: <ButtonEmbed company={company} origin={origin} />,
              },
              {
                id: 'page',
                label: 'Embed Full Page',
                content: (
                  <CodeSamples
                    name="iframe code"
                    html={iframeHtml(origin, company.slug, company.name)}
                    react={iframeReact(origin, company.slug, company.name)}
                    copyLabel="Copy iframe Code"
                  />
                ),
              },
            ]}
          />
        </CardBody>
      </Card>

      <IntegrationHints />
    </Stack>
  );
}

function ButtonEmbed({ company, origin }: { company: Company; origin: string }) {
  const settings = useButtonSettings();
  const options = toOptions(company.slug, settings.applied);
  const snippet = { ...options, baseUrl: origin };
  return (
    <ButtonLayout>
      <Settings>
        <ButtonSettingsForm draft={settings.draft} errors={settings.errors} onChange={settings.update} />
        <CodeSamples
          name="Button code"
          html={htmlSnippet(snippet)}
          react={reactSnippet(snippet)}
          copyLabel="Copy Button Code"
          blockedReason={settings.valid ? undefined : 'Fix the colours above to copy the code.'}
        />
      </Settings>
      <WidgetPreview options={options} origin={origin} />
    </ButtonLayout>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
`;

const LinkRow = styled.div`
  display: flex;
  gap: ${theme.space[2]};
  align-items: center;
  & > :first-child { flex: 1; }
`;

const ButtonLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${theme.space[6]};
  align-items: start;
  ${media.tablet} { grid-template-columns: minmax(0, 1fr); }
`;

const Settings = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  min-width: 0;
`;
