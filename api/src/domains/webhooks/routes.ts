/**
 * /api/companies/{id}/webhooks: the owner's webhook endpoints (issue 15, decision 012). List,
 * create (the secret in this answer only), change or switch on/off, delete, roll the secret,
 * send a test event, read the delivery log and replay a delivery (test and replay rate-limited
 * per endpoint, decision 018). Every plan has them.
 */
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { createWebhookSchema, updateWebhookSchema, WEBHOOK_MESSAGES } from '../../contract';
import { ApiError } from '../../lib/errors';
import { readJson } from '../../lib/validate';
import { requireOwnedCompany, requireSignedIn } from '../team/authorization';
import { queueTestEvent, replayDelivery } from './webhook-deliveries';
import { requireWebhookTarget } from './webhook-target';
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  requireEndpoint,
  rollWebhookSecret,
  toDelivery,
  updateWebhook,
} from './webhooks';

function idOf(value: string | undefined, message: string): number {
  const id = value && /^\d{1,15}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw new ApiError(404, message);
  return id;
}

export function webhookRoutes({ db, config, outbox, limiter }: AppDeps) {
  const { allowPrivate } = config.webhooks;
  /** The owner's company and its endpoint named by `:endpointId`. */
  const owned = async (c: Context<AppEnv>) => {
    const company = await requireOwnedCompany(db, c.get('user'), c.req.param('id'));
    const endpoint = await requireEndpoint(
      db,
      company.id,
      idOf(c.req.param('endpointId'), WEBHOOK_MESSAGES.notFound),
    );
    return { company, endpoint };
  };

  return new Hono<AppEnv>()
    .get('/:id/webhooks', async (c) => {
      const company = await requireOwnedCompany(db, c.get('user'), c.req.param('id'));
      return c.json(await listWebhooks(db, company.id));
    })
    .post('/:id/webhooks', async (c) => {
      const user = c.get('user');
      const company = await requireOwnedCompany(db, user, c.req.param('id'));
      requireSignedIn(user);
      const input = await readJson(c, createWebhookSchema);
      await requireWebhookTarget(input.url, allowPrivate);
      return c.json(await createWebhook(db, company, input, user.id), 201);
    })
    .patch('/:id/webhooks/:endpointId', async (c) => {
      const { endpoint } = await owned(c);
      const input = await readJson(c, updateWebhookSchema);
      if (input.url !== undefined) await requireWebhookTarget(input.url, allowPrivate);
      return c.json(await updateWebhook(db, endpoint, input));
    })
    .delete('/:id/webhooks/:endpointId', async (c) => {
      const { endpoint } = await owned(c);
      await deleteWebhook(db, endpoint);
      return c.json({ ok: true });
    })
    .post('/:id/webhooks/:endpointId/roll-secret', async (c) => {
      const { endpoint } = await owned(c);
      return c.json(await rollWebhookSecret(db, endpoint));
    })
    .post('/:id/webhooks/:endpointId/test', async (c) => {
      const { company, endpoint } = await owned(c);
      await limiter.consume('webhookManualSend', String(endpoint.id));
      const delivery = await queueTestEvent(db, endpoint, company);
      outbox.wake();
      return c.json(toDelivery(delivery), 201);
    })
    .get('/:id/webhooks/:endpointId/deliveries', async (c) => {
      const { endpoint } = await owned(c);
      return c.json(await listDeliveries(db, endpoint.id));
    })
    .post('/:id/webhooks/:endpointId/deliveries/:deliveryId/replay', async (c) => {
      const { endpoint } = await owned(c);
      const deliveryId = idOf(c.req.param('deliveryId'), WEBHOOK_MESSAGES.deliveryNotFound);
      await limiter.consume('webhookManualSend', String(endpoint.id));
      const delivery = await replayDelivery(db, endpoint, deliveryId);
      outbox.wake();
      return c.json(toDelivery(delivery), 201);
    });
}
