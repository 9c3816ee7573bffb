/** Notification settings and the unsubscribe link's calls, through the one API client. */
import type {
  NotificationSettings,
  UnsubscribeAnswer,
  UpdateNotificationSettingsInput,
} from '@sayso/api/contract';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

/** The SWR key (and URL) of the signed-in user's notification settings. */
export const NOTIFICATIONS_URL = apiPaths.account.notifications;

export function fetchNotificationSettings(): Promise<NotificationSettings> {
  return api.get<NotificationSettings>(NOTIFICATIONS_URL);
}

export function updateNotificationSettings(
  input: UpdateNotificationSettingsInput,
): Promise<NotificationSettings> {
  return api.patch<NotificationSettings>(NOTIFICATIONS_URL, input);
}

const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** The e-mailed link's unsubscribe (no session needed: the signed token is the credential). */
export function unsubscribeRequest(token: string): Promise<UnsubscribeAnswer> {
  return api.post<UnsubscribeAnswer>(withToken(apiPaths.notifications.unsubscribe, token));
}

/** Its undo. */
export function resubscribeRequest(token: string): Promise<UnsubscribeAnswer> {
  return api.post<UnsubscribeAnswer>(withToken(apiPaths.notifications.resubscribe, token));
}
