import { DEFAULTS, type SaysoOptions } from '@sayso/sdk';
import { useState } from 'react';
import { colorError } from '@/lib/hex-color';

export interface ButtonDraft {
  text: string;
  from: string;
  to: string;
  textColor: string;
}

const COLOR_FIELDS = ['from', 'to', 'textColor'] as const;
export type ColorField = (typeof COLOR_FIELDS)[number];

export const DEFAULT_DRAFT: ButtonDraft = {
  text: DEFAULTS.text,
  from: DEFAULTS.colors.from,
  to: DEFAULTS.colors.to,
  textColor: DEFAULTS.colors.text,
};

const errorsOf = (draft: ButtonDraft) =>
  Object.fromEntries(COLOR_FIELDS.map((field) => [field, colorError(draft[field])])) as Record<
    ColorField,
    string | undefined
  >;

/** The widget options for a draft; an empty text falls back to the default (spec section 5). */
export function toOptions(company: string, draft: ButtonDraft): SaysoOptions {
  return {
    company,
    text: draft.text.trim() || DEFAULTS.text,
    colors: { from: draft.from.trim(), to: draft.to.trim(), text: draft.textColor.trim() },
  };
}

/**
 * The Feedback Button settings. `applied` is the last draft whose colours were all valid: the
 * preview and the code samples follow it, so an invalid colour is shown inline, never used.
 */
export function useButtonSettings() {
  const [draft, setDraft] = useState(DEFAULT_DRAFT);
  const [applied, setApplied] = useState(DEFAULT_DRAFT);
  const errors = errorsOf(draft);
  const valid = COLOR_FIELDS.every((field) => !errors[field]);

  const update = (field: keyof ButtonDraft, value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (COLOR_FIELDS.every((key) => !colorError(next[key]))) setApplied(next);
  };

  return { draft, applied, errors, valid, update };
}
