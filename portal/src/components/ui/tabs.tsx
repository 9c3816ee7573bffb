import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

interface TabsProps {
  tabs: TabItem[];
  /** Names the tab list for screen readers. */
  label: string;
  /** Controlled selection; leave out to let the component keep it. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  className?: string;
}

const List = styled.div`
  display: flex;
  gap: ${theme.space[1]};
  padding: ${theme.space[1]};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surfaceSunken};
  overflow-x: auto;
  max-width: 100%;
`;

const Tab = styled.button`
  /* Equal shares that wrap long labels, so tabs fit a 375 px phone without sideways scroll. */
  flex: 1 1 0;
  min-width: 0;
  min-height: 36px;
  padding: 6px ${theme.space[3]};
  line-height: 1.25;
  border: 0;
  border-radius: ${theme.radius.sm};
  background: transparent;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
  font-weight: ${theme.font.weight.semibold};
  cursor: pointer;
  &[aria-selected='true'] { background: ${theme.colors.surface}; color: ${theme.colors.text}; box-shadow: ${theme.shadow.sm}; }
  &:hover:not(:disabled):not([aria-selected='true']) { color: ${theme.colors.text}; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
  &:focus-visible { outline: none; box-shadow: ${theme.shadow.focus}; }
`;

const Panel = styled.div`
  padding-top: ${theme.space[4]};
  &:focus-visible { outline: none; }
`;

/**
 * WAI-ARIA tabs: role=tablist/tab/tabpanel, roving tabindex, arrow keys, Home and End.
 * Only the selected panel is rendered.
 */
export function Tabs({ tabs, label, value, defaultValue, onValueChange, className }: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue ?? tabs.find((t) => !t.disabled)?.id);
  const selected = value ?? internal;
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    onValueChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const enabled = tabs.filter((t) => !t.disabled);
    const index = enabled.findIndex((t) => t.id === selected);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: enabled.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined || enabled.length === 0) return;
    event.preventDefault();
    const next = enabled[(target + enabled.length) % enabled.length];
    if (!next) return;
    select(next.id);
    refs.current[next.id]?.focus();
  };

  const current = tabs.find((t) => t.id === selected);
  return (
    <div className={className}>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <Tab
            key={tab.id}
            ref={(el) => {
              refs.current[tab.id] = el;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            disabled={tab.disabled}
            onClick={() => select(tab.id)}
          >
            {tab.label}
          </Tab>
        ))}
      </List>
      {current && (
        <Panel
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          tabIndex={0}
        >
          {current.content}
        </Panel>
      )}
    </div>
  );
}
