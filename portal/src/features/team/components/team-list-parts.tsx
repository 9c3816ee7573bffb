/** The Team card's shared list pieces: headings, rows and the date format. */
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';

/** 'Mar 1, 2026' in the reader's locale. */
export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'short', day: 'numeric' });

export const SubTitle = styled.h4`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
  margin-bottom: ${theme.space[2]};
`;

export const List = styled.ul`
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
`;

export const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  ${media.mobile} { flex-direction: column; align-items: stretch; }
`;

export const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  span, small { color: ${theme.colors.textMuted}; overflow-wrap: anywhere; }
`;

export const Muted = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

export const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
`;
