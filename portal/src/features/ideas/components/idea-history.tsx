import styled from 'styled-components';
import { useStatusLabels } from '@/lib/board/board-settings';
import { theme } from '@/styles/theme';
import { useIdeaActivity } from '../api/idea-api';
import { activityText } from '../lib/activity-text';

/**
 * "Planned by Ada · 2 days ago": the idea's history, for its team only (the server refuses
 * anyone else; visitors see the status, never who on the team set it).
 */
export function IdeaHistory({ ideaId, onTeam }: { ideaId: number; onTeam: boolean }) {
  const activity = useIdeaActivity(ideaId, onTeam);
  const labels = useStatusLabels();
  if (!activity.data || activity.data.length === 0) return null;
  return (
    <History aria-labelledby="idea-history-title">
      <h2 id="idea-history-title">History</h2>
      <ol>
        {activity.data.map((entry) => (
          <li key={entry.id}>
            {activityText(entry, labels)} · <time dateTime={entry.createdAt}>{entry.timeAgo}</time>
          </li>
        ))}
      </ol>
    </History>
  );
}

const History = styled.section`
  padding: ${theme.space[4]} ${theme.space[6]};
  border-top: 1px solid ${theme.colors.border};
  h2 { font-size: ${theme.font.size.sm}; font-weight: ${theme.font.weight.semibold}; margin-bottom: ${theme.space[2]}; }
  ol { list-style: none; display: flex; flex-direction: column; gap: ${theme.space[1]}; }
  li { font-size: ${theme.font.size.sm}; color: ${theme.colors.textMuted}; }
`;
