import styled from 'styled-components';
import { media, theme } from '@/styles/theme';

/** A white surface with a border and a soft shadow. */
export const Card = styled.div`
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.lg};
  box-shadow: ${theme.shadow.sm};
  min-width: 0;
`;

export const CardHeader = styled.div`
  padding: ${theme.space[6]} ${theme.space[6]} 0;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[1]};
  ${media.mobile} { padding: ${theme.space[4]} ${theme.space[4]} 0; }
`;

export const CardTitle = styled.h3`
  font-size: ${theme.font.size.lg};
  font-weight: ${theme.font.weight.semibold};
`;

export const CardDescription = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;

export const CardBody = styled.div`
  padding: ${theme.space[6]};
  ${media.mobile} { padding: ${theme.space[4]}; }
`;

export const CardFooter = styled.div`
  padding: 0 ${theme.space[6]} ${theme.space[6]};
  display: flex;
  gap: ${theme.space[3]};
  align-items: center;
  ${media.mobile} { padding: 0 ${theme.space[4]} ${theme.space[4]}; }
`;
