/**
 * The webhook payloads in the OpenAPI 3.1 document's `webhooks` section (decision 012): one
 * entry per event type, each the envelope around its `data`. Tests validate real deliveries
 * against these, so the document and what receivers get cannot drift apart.
 */
import { type OpenAPIHono, z } from '@hono/zod-openapi';
import { STATUSES, WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from '../../contract';
import { ideaSchema, voteSchema } from './schemas';

const companyRef = z
  .object({ id: z.number().int(), slug: z.string(), name: z.string() })
  .openapi('WebhookCompany');
/** The idea's board, named in every event (issue 27); null only if it were gone, which cannot be. */
const boardRef = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string() })
  .nullable()
  .openapi('WebhookBoard');
const onBoard = { boardId: z.number().int(), board: boardRef };
const ideaRef = z.object({ id: z.number().int(), title: z.string(), ...onBoard });
const eventIdea = ideaSchema.extend({ board: boardRef });

const DATA = {
  'idea.created': z.object({ idea: eventIdea }),
  'idea.status_changed': z.object({ idea: eventIdea, previousStatus: z.enum(STATUSES) }),
  'vote.created': z.object({
    idea: ideaRef.extend({ votes: z.number().int() }),
    vote: voteSchema,
  }),
  'comment.created': z.object({
    idea: ideaRef.extend({ commentCount: z.number().int() }),
    comment: z.object({
      id: z.number().int(),
      content: z.string(),
      userName: z.string(),
      createdAt: z.string(),
    }),
  }),
  'changelog.published': z.object({
    entry: z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      body: z.string().openapi({ description: 'Markdown, as written' }),
      labels: z.array(z.string()),
      publishedAt: z.string(),
      url: z.string().openapi({ description: 'The public page of the entry' }),
      ideas: z.array(ideaRef),
    }),
  }),
  [WEBHOOK_TEST_EVENT]: z.object({ message: z.string() }),
} as const;

const DESCRIPTIONS: Record<keyof typeof DATA, string> = {
  ...WEBHOOK_EVENT_LABELS,
  [WEBHOOK_TEST_EVENT]: 'Sent by "Send test event" in the dashboard, to that endpoint only',
};

const NAMES: Record<keyof typeof DATA, string> = {
  'idea.created': 'IdeaCreatedEvent',
  'idea.status_changed': 'IdeaStatusChangedEvent',
  'vote.created': 'VoteCreatedEvent',
  'comment.created': 'CommentCreatedEvent',
  'changelog.published': 'ChangelogPublishedEvent',
  [WEBHOOK_TEST_EVENT]: 'WebhookTestEvent',
};

const headers = z.object({
  'webhook-id': z
    .string()
    .openapi({ description: "The event id (the body's `id`): the same on retries and replays" }),
  'webhook-timestamp': z.string().openapi({ description: 'Unix seconds when this try was signed' }),
  'webhook-signature': z.string().openapi({
    description:
      '`v1,` + base64 HMAC-SHA256 of the id, the timestamp and the raw body joined by dots, keyed by the secret after `whsec_`, base64-decoded',
  }),
});

/** Adds every event's payload to the v1 document's `webhooks`. */
export function registerWebhookPayloads(v1: Pick<OpenAPIHono, 'openAPIRegistry'>): void {
  for (const type of [...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT] as const) {
    const envelope = z
      .object({
        id: z.string().openapi({ example: 'evt_3f9a…' }),
        type: z.literal(type),
        created_at: z.string(),
        company: companyRef,
        data: DATA[type],
      })
      .openapi(NAMES[type]);
    v1.openAPIRegistry.registerWebhook({
      method: 'post',
      path: type,
      summary: DESCRIPTIONS[type],
      security: [],
      request: { headers, body: { content: { 'application/json': { schema: envelope } } } },
      responses: {
        200: { description: 'Any 2xx acknowledges the delivery; anything else (3xx included) is retried' },
      },
    });
  }
}
