import styled from 'styled-components';
import { Dialog } from '@/components/ui/dialog';
import { theme } from '@/styles/theme';

/** The inbox's keys, as the help dialog lists them. */
export const INBOX_SHORTCUTS: Array<[keys: string, what: string]> = [
  ['j / k', 'Next / previous idea'],
  ['1 – 4', 'Set the status: Idea, Planned, In Progress, Completed'],
  ['x', 'Select or unselect the idea'],
  ['e', 'Edit the idea'],
  ['/', 'Search'],
  ['?', 'Show these shortcuts'],
];

/** The `?` dialog: every inbox key (Escape or Close closes it). */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Keyboard shortcuts">
      <Keys>
        {INBOX_SHORTCUTS.map(([keys, what]) => (
          <div key={keys}>
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{what}</dd>
          </div>
        ))}
      </Keys>
    </Dialog>
  );
}

const Keys = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  div { display: flex; gap: ${theme.space[3]}; align-items: baseline; }
  dt { min-width: 64px; }
  kbd {
    font-family: ${theme.font.mono};
    font-size: ${theme.font.size.sm};
    padding: 2px 6px;
    border: 1px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radius.sm};
  }
  dd { margin: 0; color: ${theme.colors.textMuted}; }
`;
