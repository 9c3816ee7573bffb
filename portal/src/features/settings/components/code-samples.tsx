import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { useCopy } from '@/lib/use-copy';
import { theme } from '@/styles/theme';

interface CodeSamplesProps {
  /** Names the sample set, e.g. 'Button code'. */
  name: string;
  html: string;
  react: string;
  copyLabel: string;
  /** Why copying is not possible right now (shown and announced), if it is not. */
  blockedReason?: string | undefined;
}

/** HTML and React variants of one snippet; the copy button copies the one on screen. */
export function CodeSamples({ name, html, react, copyLabel, blockedReason }: CodeSamplesProps) {
  const [format, setFormat] = useState<'html' | 'react'>('html');
  const copy = useCopy();
  const code = format === 'html' ? html : react;
  const block = (text: string, id: string) => (
    <Pre tabIndex={0} aria-label={`${name}, ${id === 'html' ? 'HTML' : 'React'}`} data-testid={`code-${id}`}>
      <code>{text}</code>
    </Pre>
  );

  return (
    <Wrap>
      <Tabs
        label={`${name} format`}
        value={format}
        onValueChange={(id) => setFormat(id as 'html' | 'react')}
        tabs={[
          { id: 'html', label: 'HTML', content: block(html, 'html') },
          { id: 'react', label: 'React', content: block(react, 'react') },
        ]}
      />
      <CopyRow>
        <Button
          onClick={() => void copy(code, `${name} (${format === 'html' ? 'HTML' : 'React'})`)}
          disabled={Boolean(blockedReason)}
        >
          {copyLabel}
        </Button>
        {blockedReason && <Blocked role="status">{blockedReason}</Blocked>}
      </CopyRow>
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
`;

const Pre = styled.pre`
  margin: 0;
  padding: ${theme.space[4]};
  border-radius: ${theme.radius.md};
  background: ${theme.inverse.surface};
  color: ${theme.inverse.text};
  font-family: ${theme.font.mono};
  font-size: ${theme.font.size.xs};
  line-height: 1.6;
  overflow-x: auto;
  white-space: pre;
  max-width: 100%;
  &:focus-visible { outline: 2px solid ${theme.colors.focus}; outline-offset: 2px; }
`;

const CopyRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  flex-wrap: wrap;
`;

const Blocked = styled.p`
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.danger};
`;
