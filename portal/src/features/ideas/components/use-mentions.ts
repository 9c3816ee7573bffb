/**
 * `@` mentions in a team member's comment box (issue 28): the combobox pattern on the textarea.
 * Typing `@` and letters asks the API for matching teammates; arrow keys move, Enter or a click
 * picks (inserting `@[Name](mention:id)`), Escape closes and leaves the text as typed.
 */
import type { MentionableMember } from '@sayso/api/contract';
import { type KeyboardEvent, type RefObject, useId, useState } from 'react';
import { useMentionable } from '../api/idea-api';

/** The `@query` being typed just before the caret: no space or bracket since the `@`. */
const TYPING_MENTION = /(?:^|\s)@([^\s@[\]()]{0,30})$/;

/** The query typed after `@` before the caret, or null when the caret is not in a mention. */
export function mentionQuery(text: string, caret: number): string | null {
  return TYPING_MENTION.exec(text.slice(0, caret))?.[1] ?? null;
}

/** `text` with the `@query` before `caret` replaced by the member's mention; answers the new caret too. */
export function insertMention(text: string, caret: number, member: Pick<MentionableMember, 'id' | 'name'>) {
  // Keeps the space before the `@`, drops the `@query` itself.
  const before = text
    .slice(0, caret)
    .replace(TYPING_MENTION, (match) => (match.startsWith('@') ? '' : match.charAt(0)));
  // Brackets would end the link text early: a name keeps its words, not its brackets.
  const mention = `@[${member.name.replace(/[[\]]/g, '')}](mention:${member.id}) `;
  return { text: before + mention + text.slice(caret), caret: before.length + mention.length };
}

export function useMentions(
  field: RefObject<HTMLTextAreaElement | null>,
  value: string,
  setValue: (next: string) => void,
  companyId: number | null,
) {
  const listboxId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const found = useMentionable(companyId, query);
  const options = query === null ? [] : (found.data ?? []);
  const open = options.length > 0;

  const track = () => {
    const element = field.current;
    const next = companyId !== null && element ? mentionQuery(element.value, element.selectionStart) : null;
    // A new query is a new list: its first option is the active one.
    if (next !== query) setActive(0);
    setQuery(next);
  };

  const pick = (member: MentionableMember) => {
    const caret = field.current?.selectionStart ?? value.length;
    const next = insertMention(value, caret, member);
    setValue(next.text);
    setQuery(null);
    requestAnimationFrame(() => {
      field.current?.focus();
      field.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open || !['ArrowDown', 'ArrowUp', 'Enter', 'Escape'].includes(event.key)) return;
    // Escape closes the list only: a reply form around it stays open.
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'ArrowDown') setActive((at) => (at + 1) % options.length);
    else if (event.key === 'ArrowUp') setActive((at) => (at - 1 + options.length) % options.length);
    else if (event.key === 'Enter') pick(options[active] ?? (options[0] as MentionableMember));
    else setQuery(null);
  };

  const optionId = (member: MentionableMember) => `${listboxId}-${member.id}`;
  const activeOption = open ? options[active] : undefined;
  return {
    /** Spread on the textarea: it is the combobox. */
    comboboxProps:
      companyId === null
        ? {}
        : {
            role: 'combobox',
            'aria-autocomplete': 'list' as const,
            'aria-expanded': open,
            'aria-controls': listboxId,
            'aria-activedescendant': activeOption ? optionId(activeOption) : undefined,
            onKeyDown,
            // Typing (not key-up) opens the list, so Escape's list stays closed until more is typed.
            onInput: track,
            onClick: track,
            onBlur: () => setQuery(null),
          },
    listbox: { id: listboxId, open, options, active, optionId, pick },
  };
}
