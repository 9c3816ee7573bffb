import { describe, expect, it } from 'vitest';
import { insertMention, mentionQuery } from './use-mentions';

describe('mentionQuery', () => {
  it('answers the letters typed after an @ that starts a word, up to the caret', () => {
    expect(mentionQuery('Hi @ad', 6)).toBe('ad');
    expect(mentionQuery('@', 1)).toBe('');
    expect(mentionQuery('Hi @ad and more', 6)).toBe('ad');
  });

  it('answers null outside a mention: an e-mail address, after a space, or a finished mention', () => {
    expect(mentionQuery('mail ada@example.com', 20)).toBeNull();
    expect(mentionQuery('Hi @ada ', 8)).toBeNull();
    expect(mentionQuery('@[Ada](mention:3) ', 18)).toBeNull();
  });
});

describe('insertMention', () => {
  it('replaces the typed @query with the mention and puts the caret after it', () => {
    const next = insertMention('Hi @ad, look', 6, { id: 12, name: 'Ada Lovelace' });
    expect(next.text).toBe('Hi @[Ada Lovelace](mention:12) , look');
    expect(next.caret).toBe('Hi @[Ada Lovelace](mention:12) '.length);
  });

  it('drops brackets from a name so the link text cannot end early', () => {
    expect(insertMention('@', 1, { id: 3, name: 'Bo [ops]' }).text).toBe('@[Bo ops](mention:3) ');
  });
});
