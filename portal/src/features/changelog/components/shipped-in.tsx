import type { ChangelogEntryLink } from '@sayso/api/contract';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@/config/paths';
import { theme } from '@/styles/theme';

/** The idea answer's published entries; absent from an answer that predates the changelog. */
export function changelogLinksOf(idea: {
  id: number;
  changelog?: ChangelogEntryLink[];
}): ChangelogEntryLink[] {
  return idea.changelog ?? [];
}

/** "Shipped in <entry>" on the idea page: the changelog entries that closed this idea, newest first. */
export function ShippedIn({ slug, links }: { slug: string; links: ChangelogEntryLink[] }) {
  if (links.length === 0) return null;
  return (
    <Root aria-label="Shipped in">
      {links.map((link) => (
        <li key={link.slug}>
          Shipped in <Link to={paths.changelogEntry(slug, link.slug)}>{link.title}</Link>
        </li>
      ))}
    </Root>
  );
}

const Root = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  list-style: none;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.brandSoft};
  color: ${theme.colors.brandDark};
  font-size: ${theme.font.size.sm};
  overflow-wrap: anywhere;
  a { color: inherit; font-weight: ${theme.font.weight.semibold}; text-decoration: underline; }
`;
