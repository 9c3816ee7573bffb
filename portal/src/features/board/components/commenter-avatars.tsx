import type { Commenter } from '@sayso/api/contract';
import styled from 'styled-components';
import { Avatar } from '@/components/ui/avatar';
import { theme } from '@/styles/theme';

const MAX_AVATARS = 3;

/** Up to three commenter avatars with initials, then the comment count (spec section 2). */
export function CommenterAvatars({ commenters, count }: { commenters: Commenter[]; count: number }) {
  const shown = commenters.slice(0, MAX_AVATARS);
  return (
    <Row>
      {shown.length > 0 && (
        <Stack aria-label={`Commented by ${shown.map((c) => c.name).join(', ')}`} role="img">
          {shown.map((c) => (
            <Avatar key={c.id} name={c.name} size={24} />
          ))}
        </Stack>
      )}
      <span>
        {count} {count === 1 ? 'comment' : 'comments'}
      </span>
    </Row>
  );
}

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

const Stack = styled.span`
  display: inline-flex;
  > * { border: 2px solid ${theme.colors.surface}; box-sizing: content-box; }
  > * + * { margin-left: -8px; }
`;
