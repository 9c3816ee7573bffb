import type { MentionableMember } from '@sayso/api/contract';
import styled from 'styled-components';
import { Avatar } from '@/components/ui/avatar';
import { theme } from '@/styles/theme';

interface MentionSuggestionsProps {
  id: string;
  open: boolean;
  options: MentionableMember[];
  active: number;
  optionId: (member: MentionableMember) => string;
  pick: (member: MentionableMember) => void;
}

/** The teammates `@` may mention: the listbox the comment box's combobox controls (use-mentions.ts). */
export function MentionSuggestions({ id, open, options, active, optionId, pick }: MentionSuggestionsProps) {
  return (
    <List id={id} role="listbox" aria-label="Mention a teammate" hidden={!open}>
      {options.map((member, index) => (
        <Option
          key={member.id}
          id={optionId(member)}
          role="option"
          aria-selected={index === active}
          // The textarea keeps focus: a click picks without blurring it first.
          onMouseDown={(event) => {
            event.preventDefault();
            pick(member);
          }}
        >
          <Avatar name={member.name} size={24} />
          {member.name}
        </Option>
      ))}
    </List>
  );
}

const List = styled.ul`
  margin: 0;
  padding: ${theme.space[1]};
  list-style: none;
  max-width: 320px;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadow.md};
  &[hidden] { display: none; }
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]};
  border-radius: ${theme.radius.sm};
  font-size: ${theme.font.size.sm};
  cursor: pointer;
  &[aria-selected='true'] { background: ${theme.colors.surfaceMuted}; outline: 2px solid ${theme.colors.focus}; }
`;
