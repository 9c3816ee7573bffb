import { Fragment } from 'react';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

const MENTION = /@\[([^\]\n]{1,120})\]\(mention:\d{1,15}\)/g;

/**
 * A comment's plain text with each `@[Name](mention:id)` shown as `@Name` (issue 28). Until the
 * Markdown renderer lands (`<RichText>` renders the same span), this is the thread's only markup.
 */
export function MentionText({ text }: { text: string }) {
  const parts: Array<string | { name: string }> = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    parts.push(text.slice(last, match.index), { name: match[1] ?? '' });
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order, never reordered
          <Fragment key={index}>{part}</Fragment>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <Mention key={index} className="mention">
            @{part.name}
          </Mention>
        ),
      )}
    </>
  );
}

export const Mention = styled.span`
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.colors.brandDark};
`;
