/**
 * The changelog as an Atom 1.0 feed (RFC 4287): what an anonymous visitor may read, newest
 * first. Every text is escaped; ids are tag URIs that survive a retitled entry or a new
 * PUBLIC_URL path; links are absolute on PUBLIC_URL.
 */
import type { ChangelogEntry } from '../../contract';
import type { CompanyRow } from '../../db/schema';
import type { EntryWithCover } from './entry-answers';

const escapeXml = (text: string) =>
  text
    .replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '');

/** tag:host,date:… (RFC 4151): stable for as long as the entry exists. */
const tagUri = (host: string, createdAt: string, path: string) =>
  `tag:${host},${createdAt.slice(0, 10)}:${path}`;

export interface FeedInput {
  publicUrl: string;
  company: Pick<CompanyRow, 'id' | 'name' | 'slug' | 'createdAt'>;
  rows: EntryWithCover[];
  entries: ChangelogEntry[];
}

function entryXml(
  origin: string,
  host: string,
  input: FeedInput,
  row: EntryWithCover,
  entry: ChangelogEntry,
) {
  const link = `${origin}/company/${encodeURIComponent(input.company.slug)}/changelog/${encodeURIComponent(entry.slug)}`;
  return [
    '  <entry>',
    `    <id>${escapeXml(tagUri(host, row.entry.createdAt, `changelog/${input.company.id}/${entry.id}`))}</id>`,
    `    <title type="text">${escapeXml(entry.title)}</title>`,
    `    <updated>${escapeXml(row.entry.updatedAt)}</updated>`,
    `    <published>${escapeXml(entry.publishedAt)}</published>`,
    `    <link rel="alternate" type="text/html" href="${escapeXml(link)}"/>`,
    ...entry.labels.map((label) => `    <category term="${escapeXml(label)}"/>`),
    `    <content type="html">${escapeXml(entry.bodyHtml)}</content>`,
    '  </entry>',
  ].join('\n');
}

/** The feed's XML. */
export function atomFeed(input: FeedInput): string {
  const { origin, hostname: host } = new URL(input.publicUrl);
  const base = `${origin}/company/${encodeURIComponent(input.company.slug)}/changelog`;
  const updated =
    input.rows
      .map((row) => row.entry.updatedAt)
      .sort()
      .at(-1) ?? input.company.createdAt;
  const entries = input.rows.flatMap((row, i) => {
    const entry = input.entries[i];
    return entry ? [entryXml(origin, host, input, row, entry)] : [];
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${escapeXml(tagUri(host, input.company.createdAt, `changelog/${input.company.id}`))}</id>`,
    `  <title type="text">${escapeXml(`${input.company.name} changelog`)}</title>`,
    `  <updated>${escapeXml(updated)}</updated>`,
    `  <author><name>${escapeXml(input.company.name)}</name></author>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(`${base}.atom`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(base)}"/>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
