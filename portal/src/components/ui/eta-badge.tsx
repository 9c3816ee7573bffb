import { etaLabel } from '@sayso/api/contract';
import styled from 'styled-components';
import { theme } from '@/styles/theme';

/** "ETA: March 2026" / "ETA: Q2 2026" on a planned or in-progress idea (issue 28); nothing without one. */
export function EtaBadge({ eta }: { eta: string | null | undefined }) {
  if (!eta) return null;
  return <Eta data-testid="eta">ETA: {etaLabel(eta)}</Eta>;
}

const Eta = styled.span`
  display: inline-flex;
  align-items: center;
  height: 22px;
  padding: 0 ${theme.space[2]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.full};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  color: ${theme.colors.text};
  white-space: nowrap;
`;
