import styled from 'styled-components';
import { theme } from '@/styles/theme';

interface CommentKindSwitchProps {
  internal: boolean;
  onChange: (internal: boolean) => void;
}

/** The team's choice between a public comment and an internal note (issue 28): two radios, named in text. */
export function CommentKindSwitch({ internal, onChange }: CommentKindSwitchProps) {
  return (
    <Group>
      <legend>Post as</legend>
      <label>
        <input type="radio" name="comment-kind" checked={!internal} onChange={() => onChange(false)} />
        Comment
      </label>
      <label>
        <input type="radio" name="comment-kind" checked={internal} onChange={() => onChange(true)} />
        Internal note (team only)
      </label>
    </Group>
  );
}

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
  padding: 0;
  border: 0;
  font-size: ${theme.font.size.sm};
  legend { float: left; font-weight: ${theme.font.weight.medium}; margin-right: ${theme.space[2]}; }
  label { display: inline-flex; align-items: center; gap: ${theme.space[1]}; cursor: pointer; }
`;
