import { type KeyboardEvent, useRef } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

export type EditorMode = 'write' | 'preview';

/** The editor's Write and Preview tabs: WAI-ARIA tabs, arrow keys, Home and End. */
export function ModeTabs({
  mode,
  ids,
  onSelect,
}: {
  mode: EditorMode;
  ids: Record<EditorMode, string>;
  onSelect: (mode: EditorMode) => void;
}) {
  const refs = useRef<Record<EditorMode, HTMLButtonElement | null>>({ write: null, preview: null });
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: EditorMode =
      event.key === 'Home'
        ? 'write'
        : event.key === 'End'
          ? 'preview'
          : mode === 'write'
            ? 'preview'
            : 'write';
    onSelect(next);
    refs.current[next]?.focus();
  };
  return (
    <TabList role="tablist" aria-label="Write or preview" onKeyDown={onKeyDown}>
      {(['write', 'preview'] as const).map((tab) => (
        <TabButton
          key={tab}
          ref={(el) => {
            refs.current[tab] = el;
          }}
          type="button"
          role="tab"
          id={`${ids[tab]}-tab`}
          aria-selected={mode === tab}
          aria-controls={ids[tab]}
          tabIndex={mode === tab ? 0 : -1}
          onClick={() => onSelect(tab)}
        >
          {tab === 'write' ? 'Write' : 'Preview'}
        </TabButton>
      ))}
    </TabList>
  );
}

const TabList = styled.div`
  display: flex;
  gap: ${theme.space[1]};
`;

const TabButton = styled.button`
  min-height: 32px;
  padding: 0 ${theme.space[3]};
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  cursor: pointer;
  &[aria-selected='true'] { background: ${theme.colors.surface}; color: ${theme.colors.text}; box-shadow: ${theme.shadow.sm}; }
  &:focus-visible { outline: none; box-shadow: ${theme.shadow.focus}; }
`;
