import type { ChangeEvent } from 'react';
import styled from 'styled-components';
import { Input } from '@/components/ui/field';
import { theme } from '@/styles/theme';
import type { AddressCheck } from '../api/slug-availability';

interface Props {
  value: string;
  onChange: (value: string) => void;
  check: AddressCheck;
  /** A refusal from the server on submit (it checks again). */
  error?: string | undefined;
}

/** What the owner is told about the address as they type, announced politely. */
function statusText(check: AddressCheck, value: string): string {
  if (!value) return '';
  if (check.slug !== value || check.status === 'checking') return 'Checking availability…';
  if (check.status === 'available') return 'This address is available';
  return '';
}

/**
 * The board address on sign-up (issue 26): the full link shown as a hint, its availability
 * checked as the owner types; taken and invalid addresses show the server's reason as the error.
 */
export function AddressField({ value, onChange, check, error }: Props) {
  const refused = check.slug === value && (check.status === 'taken' || check.status === 'invalid');
  const shownError = error ?? (refused && 'reason' in check ? check.reason : undefined);
  const status = statusText(check, value);
  return (
    <div>
      <Input
        label="Board address"
        name="address"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="acme"
        value={value}
        error={shownError}
        hint={`${window.location.origin}/company/${value || 'your-company'}`}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value.toLowerCase())}
      />
      <Status role="status" $ok={check.status === 'available' && check.slug === value}>
        {shownError ? '' : status}
      </Status>
    </div>
  );
}

const Status = styled.p<{ $ok: boolean }>`
  min-height: 1.25rem;
  margin-top: ${theme.space[1]};
  font-size: ${theme.font.size.sm};
  color: ${({ $ok }) => ($ok ? theme.colors.success : theme.colors.textMuted)};
`;
