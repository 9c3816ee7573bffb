import { TAG_COLOR_STYLES, type Tag } from '@sayso/api/contract';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/**
 * A team tag (issue 28): its name on its palette colour. The palette pairs each light background
 * with a dark text of the same hue (contract/tags.ts), so every chip stays readable.
 */
export function TagChip({ tag }: { tag: Pick<Tag, 'name' | 'color'> }) {
  const colors = TAG_COLOR_STYLES[tag.color] ?? TAG_COLOR_STYLES.gray;
  return (
    <Chip $fg={colors.text} $bg={colors.background}>
      {tag.name}
    </Chip>
  );
}

/** The chips of an idea's tags, as a labelled list; nothing when it has none. */
export function TagChips({ tags, label = 'Tags' }: { tags: readonly Tag[] | undefined; label?: string }) {
  if (!tags || tags.length === 0) return null;
  return (
    <List aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <TagChip tag={tag} />
        </li>
      ))}
    </List>
  );
}

const Chip = styled.span<{ $fg: string; $bg: string }>`
  display: inline-flex;
  align-items: center;
  max-width: 100%;
  height: 22px;
  padding: 0 ${theme.space[2]};
  border-radius: ${theme.radius.full};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
  color: ${({ $fg }) => $fg};
  background: ${({ $bg }) => $bg};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  min-width: 0;
`;
