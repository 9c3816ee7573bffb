import type { NotificationSettings, UpdateNotificationSettingsInput } from '@sayso/api/contract';
import { useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { Checkbox } from '@/components/ui/checkbox';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { theme } from '@/styles/theme';
import {
  fetchNotificationSettings,
  NOTIFICATIONS_URL,
  updateNotificationSettings,
} from '../api/notifications-api';
import { SettingsCard } from './settings-card';

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Hint = styled.p`
  margin: ${theme.space[1]} 0 0 ${theme.space[6]};
  font-size: ${theme.font.size.sm};
  color: ${theme.colors.textMuted};
`;

type Setting = keyof UpdateNotificationSettingsInput;

/** E-mail settings: idea updates for everyone, the daily digest for company owners. */
export function NotificationsCard() {
  const { data, error, mutate } = useSWR<NotificationSettings>(NOTIFICATIONS_URL, fetchNotificationSettings);
  const { toast } = useToast();
  const [saving, setSaving] = useState<Setting | null>(null);

  const change = async (setting: Setting, on: boolean) => {
    setSaving(setting);
    try {
      await mutate(await updateNotificationSettings({ [setting]: on }), { revalidate: false });
      toast({ title: 'Saved', description: 'Your e-mail settings have been updated', variant: 'success' });
    } catch (failure) {
      const description = errorMessage(failure, 'Could not save your e-mail settings. Please try again.');
      toast({ title: 'Error', description, variant: 'destructive' });
    } finally {
      setSaving(null);
    }
  };

  return (
    <SettingsCard id="notifications" title="E-mail notifications" description="What Sayso e-mails you about.">
      {data ? (
        <Options>
          <div>
            <Checkbox
              asSwitch
              label="E-mail me when ideas I follow change"
              checked={data.ideaUpdates}
              disabled={saving !== null}
              onChange={(event) => void change('ideaUpdates', event.target.checked)}
            />
            <Hint>Status changes and team replies on ideas you submitted, voted on or commented on.</Hint>
          </div>
          <div>
            <Checkbox
              asSwitch
              label="E-mail me when a teammate mentions me"
              checked={data.mentions}
              disabled={saving !== null}
              onChange={(event) => void change('mentions', event.target.checked)}
            />
            <Hint>An @mention in a comment or internal note on your company's ideas.</Hint>
          </div>
          {data.digestAvailable && (
            <div>
              <Checkbox
                asSwitch
                label="Daily digest"
                checked={data.dailyDigest}
                disabled={saving !== null}
                onChange={(event) => void change('dailyDigest', event.target.checked)}
              />
              <Hint>Once a day: your board's new ideas and the ideas gaining the most votes.</Hint>
            </div>
          )}
        </Options>
      ) : error ? (
        <p role="alert">{errorMessage(error, 'Could not load your e-mail settings.')}</p>
      ) : (
        <Skeleton $height="40px" />
      )}
    </SettingsCard>
  );
}
