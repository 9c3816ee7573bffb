import { type Category, fixedCategoryLabel, isStatus } from '@sayso/api/contract';
import styled from 'styled-components';
import { labelIn, shortLabelIn, useStatusLabels } from '@/lib/board/board-settings';
import { media, theme } from '@/styles/theme';

export const Badge = styled.span<{ $fg?: string; $bg?: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  height: 22px;
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.full};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  white-space: nowrap;
  color: ${({ $fg }) => $fg ?? theme.colors.textMuted};
  background: ${({ $bg }) => $bg ?? theme.colors.surfaceSunken};
`;

const Full = styled.span`${media.mobile} { display: none; }`;
const Short = styled.span`display: none; ${media.mobile} { display: inline; }`;

/**
 * An idea's status in the board's labels; an unknown status shows as Idea, phones get the short
 * label (or the custom one, which replaces both).
 */
export function StatusBadge({ status }: { status: string }) {
  const key = isStatus(status) ? status : 'idea';
  const colors = theme.status[key];
  const labels = useStatusLabels();
  return (
    // One accessible name whatever the width (the short label is for eyes only); aria-label
    // needs a role that allows naming, and 'img' reads it as one unit.
    <Badge $fg={colors.fg} $bg={colors.bg} role="img" aria-label={labelIn(labels, key)}>
      <Full aria-hidden="true">{labelIn(labels, key)}</Full>
      <Short aria-hidden="true">{shortLabelIn(labels, key)}</Short>
    </Badge>
  );
}

/**
 * An idea's category: `label` when given (lib/board categoryLabel: a company's own category),
 * else its fixed label ('UX Improvements'), else underscores as spaces, words capitalised.
 */
export function CategoryBadge({ category, label }: { category: string; label?: string }) {
  const colors = theme.category[category as Category] ?? theme.category.other;
  return (
    <Badge $fg={colors.fg} $bg={colors.bg}>
      {label ?? fixedCategoryLabel(category)}
    </Badge>
  );
}

/** An idea only the team sees (shown to the team, on the dashboard and the idea page). */
export function PrivateBadge() {
  return (
    <Badge $fg={theme.colors.text} $bg={theme.colors.surfaceSunken}>
      Private
    </Badge>
  );
}
