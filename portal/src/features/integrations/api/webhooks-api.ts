/** The owner's webhook endpoints: /api/companies/{id}/webhooks (docs/integrations.md, Webhooks). */
import type {
  CreateWebhookInput,
  UpdateWebhookInput,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
} from '@sayso/api/contract';
import useSWR from 'swr';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

const base = (companyId: number) => apiPaths.companyById(companyId).webhooks();
const one = (companyId: number, endpointId: number) => `${base(companyId)}/${endpointId}`;

/** The company's endpoints, oldest first; never their secrets. */
export function useWebhooks(companyId: number) {
  return useSWR<WebhookEndpoint[]>(base(companyId));
}

/** An endpoint's last deliveries, newest first; polled while shown and something is pending. */
export function useDeliveries(companyId: number, endpointId: number) {
  return useSWR<WebhookDelivery[]>(`${one(companyId, endpointId)}/deliveries`, {
    refreshInterval: (data) => (data?.some((delivery) => delivery.status === 'pending') ? 1_500 : 0),
  });
}

/** Adds an endpoint; the answer carries its signing secret this one time. */
export function createWebhook(companyId: number, input: CreateWebhookInput) {
  return api.post<WebhookEndpointWithSecret>(base(companyId), input);
}

export function updateWebhook(companyId: number, endpointId: number, input: UpdateWebhookInput) {
  return api.patch<WebhookEndpoint>(one(companyId, endpointId), input);
}

export function deleteWebhook(companyId: number, endpointId: number) {
  return api.delete<{ ok: true }>(one(companyId, endpointId));
}

/** A new signing secret at once; the answer carries it this one time. */
export function rollWebhookSecret(companyId: number, endpointId: number) {
  return api.post<WebhookEndpointWithSecret>(`${one(companyId, endpointId)}/roll-secret`);
}

export function sendTestEvent(companyId: number, endpointId: number) {
  return api.post<WebhookDelivery>(`${one(companyId, endpointId)}/test`);
}

export function replayDelivery(companyId: number, endpointId: number, deliveryId: number) {
  return api.post<WebhookDelivery>(`${one(companyId, endpointId)}/deliveries/${deliveryId}/replay`);
}
