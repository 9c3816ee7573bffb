import type { ChangelogEntry, ChangelogLinkedIdea } from '@sayso/api/contract';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RichText } from '@/components/rich-text';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { media, theme } from '@/styles/theme';
import { publishedDate } from '../lib/published-date';

interface ChangelogEntryCardProps {
  entry: ChangelogEntry;
  /** Where the title leads; null on the entry's own page, where the title is the page's heading. */
  href: string | null;
  ideaHref: (idea: ChangelogLinkedIdea) => string;
  /** The embed's narrow panel: less padding, smaller title. */
  compact?: boolean;
}

/** One published entry: its date, labels, cover, title, body and the ideas it shipped. */
export function ChangelogEntryCard({ entry, href, ideaHref, compact = false }: ChangelogEntryCardProps) {
  const titleId = `changelog-entry-${entry.id}`;
  const Heading = href ? Title : PageTitle;
  return (
    <Root as="article" aria-labelledby={titleId} $compact={compact}>
      <Meta>
        <time dateTime={entry.publishedAt}>{publishedDate(entry.publishedAt)}</time>
        {entry.labels.length > 0 && (
          <Labels aria-label="Labels">
            {entry.labels.map((label) => (
              <li key={label}>
                <Badge>{label}</Badge>
              </li>
            ))}
          </Labels>
        )}
      </Meta>
      {entry.coverUrl && <Cover src={entry.coverUrl} alt="" loading="lazy" />}
      <Heading id={titleId} $compact={compact}>
        {href ? <Link to={href}>{entry.title}</Link> : entry.title}
      </Heading>
      <RichText html={entry.bodyHtml} />
      {entry.ideas.length > 0 && (
        <Shipped>
          <span>Shipped:</span>
          <ul>
            {entry.ideas.map((idea) => (
              <li key={idea.id}>
                <Link to={ideaHref(idea)}>{idea.title}</Link>
              </li>
            ))}
          </ul>
        </Shipped>
      )}
    </Root>
  );
}

const Root = styled(Card)<{ $compact: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  padding: ${({ $compact }) => ($compact ? theme.space[4] : theme.space[6])};
  ${media.mobile} { padding: ${theme.space[4]}; }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;

const Labels = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cover = styled.img`
  width: 100%;
  max-height: 320px;
  object-fit: cover;
  border-radius: ${theme.radius.md};
`;

const Title = styled.h2<{ $compact: boolean }>`
  font-size: ${({ $compact }) => ($compact ? theme.font.size.lg : theme.font.size.xl)};
  font-weight: ${theme.font.weight.bold};
  overflow-wrap: anywhere;
  a { color: ${theme.colors.text}; }
`;

const PageTitle = styled(Title).attrs({ as: 'h1' })``;

const Shipped = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  padding-top: ${theme.space[3]};
  border-top: 1px solid ${theme.colors.border};
  font-size: ${theme.font.size.sm};
  > span { font-weight: ${theme.font.weight.semibold}; }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[1]} ${theme.space[3]};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a { color: ${theme.colors.brandDark}; overflow-wrap: anywhere; }
`;
