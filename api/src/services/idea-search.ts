/**
 * The board's full-text search as one FTS5 query. User text never becomes FTS syntax: each
 * word is a quoted term. The cost of a query is bounded: repeated words count once, only the
 * first MAX_SEARCH_TERMS distinct words are used, one-letter words are exact terms (a
 * one-letter prefix would expand to a large part of the vocabulary), and the company token
 * column limits the match to the company's own rows (migration 0004).
 */
import { sql } from 'drizzle-orm';
import { ideas } from '../db/schema';

export const MAX_SEARCH_TERMS = 8;

/** The distinct words of a search, lower-cased, at most MAX_SEARCH_TERMS of them. */
export function searchTerms(text: string): string[] {
  const words = (text.match(/[\p{L}\p{N}]+/gu) ?? []).map((word) => word.toLowerCase());
  return [...new Set(words)].slice(0, MAX_SEARCH_TERMS);
}

/** The FTS5 MATCH expression for the company's ideas holding every term (or a prefix of it). */
export function ftsMatchExpression(companyId: number, terms: string[]): string {
  const phrases = terms.map((term) => (term.length === 1 ? `"${term}"` : `"${term}"*`));
  return `company : "c${companyId}" AND {title description} : (${phrases.join(' AND ')})`;
}

/** A WHERE condition: the idea matches the search. A search without words matches nothing. */
export function matchesSearch(companyId: number, text: string) {
  const terms = searchTerms(text);
  if (terms.length === 0) return sql`0`;
  return sql`${ideas.id} in (select rowid from features_fts where features_fts match ${ftsMatchExpression(companyId, terms)})`;
}
