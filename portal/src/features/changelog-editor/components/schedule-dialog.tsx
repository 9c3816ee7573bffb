import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/field';
import { theme } from '@/styles/theme';
import { defaultScheduleValue, scheduleInstant } from '../lib/schedule-time';

/**
 * Schedule…: a date and time in the person's own time zone (named under the field, so nobody
 * wonders whose 9:00 it is), sent as an ISO instant. `onSchedule` answers the server's refusal,
 * shown at the field verbatim, or nothing when done.
 */
export function ScheduleDialog({
  open,
  onClose,
  onSchedule,
  now = () => new Date(),
}: {
  open: boolean;
  onClose: () => void;
  onSchedule: (publishAt: string) => Promise<string | undefined>;
  now?: () => Date;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh suggestion each time it opens
  useEffect(() => {
    if (!open) return;
    setValue(defaultScheduleValue(now()));
    setError(undefined);
  }, [open]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const instant = scheduleInstant(value, now());
    if ('error' in instant) return setError(instant.error);
    setBusy(true);
    try {
      setError(await onSchedule(instant.iso));
    } finally {
      setBusy(false);
    }
  }

  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Schedule this entry"
      description="It publishes itself at this time."
    >
      <form onSubmit={submit} noValidate aria-label="Schedule">
        <Input
          label="Publish on"
          type="datetime-local"
          value={value}
          error={error}
          hint={`Your local time (${zone}).`}
          onChange={(event) => setValue(event.target.value)}
        />
        <Buttons>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy}>
            Schedule
          </Button>
        </Buttons>
      </form>
    </Dialog>
  );
}

/** A yes-or-no question before an action that cannot be taken back. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirm,
  destructive,
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: string;
  confirm: string;
  destructive?: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <Buttons>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant={destructive ? 'destructive' : 'primary'} loading={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      </Buttons>
    </Dialog>
  );
}

export const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[4]};
`;
