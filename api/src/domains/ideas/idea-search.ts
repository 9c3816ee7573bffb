/**
 * The board's search terms. User text never becomes query syntax: each word is a term, and the
 * engine (db/engine.ts) turns the terms into its full-text condition. The cost of a query is
 * bounded: repeated words count once, only the first MAX_SEARCH_TERMS distinct words are used,
 * and one-letter words are exact terms (a one-letter prefix would expand to a large part of
 * the vocabulary).
 */
import { matchesSearch as engineMatchesSearch, type Queryable } from '../../db/engine';

export const MAX_SEARCH_TERMS = 8;

/** The distinct words of a search, lower-cased, at most MAX_SEARCH_TERMS of them. */
export function searchTerms(text: string): string[] {
  const words = (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.toLowerCase());
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

/** A WHERE condition: the idea matches the search. A search without words matches nothing. */
export function matchesSearch(db: Queryable, companyId: number, text: string) {
  return engineMatchesSearch(db, companyId, searchTerms(text));
}
