/**
 * A local fake Stripe for tests and the end-to-end server: answers the /v1 endpoints Sayso's
 * server calls, form-encoded with `Bearer <key>` like the real API, and hosts a checkout page
 * that completes a session, sends the signed webhooks to the app and returns to success_url.
 *
 *   node --import tsx api/test/fake-stripe.ts --port 12111 --app-url http://127.0.0.1:4173
 *     [--secret-key sk_test_fake] [--webhook-secret whsec_test] [--prices price_pro_test,price_business_test]
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import Stripe from 'stripe';
import { FakeStripeStore, publicView, StripeError, type StripeObject } from './fake-stripe-store';

export interface FakeStripeOptions {
  secretKey?: string;
  webhookSecret?: string;
  prices?: string[];
  /** Where webhooks go: `${appUrl}/api/stripe/webhook`. */
  appUrl?: string;
  /** Delivers a signed webhook instead of POSTing to appUrl (in-process tests). */
  deliver?: (payload: string, signature: string) => Promise<void>;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: StripeObject;
  authorization: string | undefined;
}

/** 'api_error': every /v1 call answers 500; 'connection': every /v1 socket is dropped. */
export type FailureMode = 'api_error' | 'connection' | null;

export class FakeStripe {
  readonly store: FakeStripeStore;
  readonly requests: RecordedRequest[] = [];
  failure: FailureMode = null;
  url = '';
  private server: Server | null = null;
  private readonly signer = new Stripe('sk_test_signer');
  private eventCount = 0;

  constructor(readonly options: FakeStripeOptions = {}) {
    this.store = new FakeStripeStore(options.prices ?? ['price_pro_test', 'price_business_test']);
  }

  get secretKey() {
    return this.options.secretKey ?? 'sk_test_fake';
  }

  get webhookSecret() {
    return this.options.webhookSecret ?? 'whsec_test';
  }

  async start(port = 0, host = '127.0.0.1'): Promise<string> {
    this.server = createServer((req, res) => {
      this.handle(req, res).catch((error) =>
        send(res, 500, { error: { type: 'api_error', message: String(error) } }),
      );
    });
    await new Promise<void>((resolve) => this.server?.listen(port, host, resolve));
    const address = this.server.address() as AddressInfo;
    this.url = `http://${host}:${address.port}`;
    return this.url;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise((resolve) => this.server?.close(resolve));
  }

  /** The requests made to one endpoint, e.g. calls('POST', '/v1/subscriptions'). */
  calls(method: string, path: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path === path);
  }

  /** A Stripe Event around a copy of `object`. */
  event(type: string, object: StripeObject): StripeObject {
    this.eventCount += 1;
    return {
      id: `evt_fake_${Date.now()}_${this.eventCount}`,
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: publicView(structuredClone(object)) },
    };
  }

  /** The payload and Stripe-Signature header Stripe would send for this event. */
  sign(
    event: StripeObject,
    secret = this.webhookSecret,
    timestamp?: number,
  ): { payload: string; signature: string } {
    const payload = JSON.stringify(event, null, 2);
    return {
      payload,
      signature: this.signer.webhooks.generateTestHeaderString({ payload, secret, timestamp }),
    };
  }

  /** Signs and delivers events in order, as Stripe would after a checkout. */
  async deliver(events: StripeObject[]): Promise<void> {
    for (const event of events) {
      const { payload, signature } = this.sign(event);
      if (this.options.deliver) {
        await this.options.deliver(payload, signature);
        continue;
      }
      if (!this.options.appUrl) throw new Error('fake Stripe: no --app-url to deliver webhooks to');
      const res = await fetch(`${this.options.appUrl}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      if (!res.ok)
        console.error(`fake Stripe: webhook ${event.type} answered ${res.status} ${await res.text()}`);
    }
  }

  /** Pays a Checkout Session like the hosted page does; answers the return address. */
  async completeCheckout(sessionId: string): Promise<string> {
    const { session, subscription } = this.store.completeCheckout(sessionId);
    await this.deliver([
      this.event('checkout.session.completed', session),
      this.event('customer.subscription.created', subscription),
      this.event('invoice.paid', this.store.get(subscription.latest_invoice)),
    ]);
    return String(session.success_url).replace('{CHECKOUT_SESSION_ID}', session.id);
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake');
    const body = await readBody(req);
    if (url.pathname.startsWith('/checkout/')) return this.checkoutPage(req.method ?? 'GET', url, res);
    const params = { ...parseForm(url.searchParams.toString()), ...parseForm(body) };
    this.requests.push({
      method: req.method ?? 'GET',
      path: url.pathname,
      params,
      authorization: req.headers.authorization,
    });
    if (this.failure === 'connection') return void req.socket.destroy();
    if (this.failure === 'api_error') {
      return send(res, 500, {
        error: { type: 'api_error', message: 'The fake Stripe is failing on purpose' },
      });
    }
    if (!this.authorized(req.headers.authorization)) {
      return send(res, 401, {
        error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
      });
    }
    try {
      const answer = this.route(req.method ?? 'GET', url.pathname, params);
      await this.announceUpdate(req.method ?? 'GET', url.pathname, answer);
      send(res, 200, this.store.expand(answer, arrayOf(params.expand)));
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      send(res, error.status, { error: { type: error.type, code: error.code, message: error.message } });
    }
  }

  /**
   * Like Stripe, a subscription update (cancel or resume at period end) is followed by a signed
   * customer.subscription.updated webhook; sent before the answer so tests see it applied.
   */
  private async announceUpdate(method: string, path: string, answer: StripeObject): Promise<void> {
    const isUpdate = method === 'POST' && /^\/v1\/subscriptions\/[^/]+$/.test(path);
    if (!isUpdate || (!this.options.deliver && !this.options.appUrl)) return;
    await this.deliver([this.event('customer.subscription.updated', answer)]);
  }

  /** `Bearer <key>` as the SDK sends it, or Basic `<key>:` as curl -u does; both work on Stripe. */
  private authorized(header: string | undefined): boolean {
    const basic = Buffer.from(`${this.secretKey}:`).toString('base64');
    return header === `Bearer ${this.secretKey}` || header === `Basic ${basic}`;
  }

  private route(method: string, path: string, params: StripeObject): StripeObject {
    const store = this.store;
    const [, , resource, id, more] = path.split('/');
    const key = `${method} ${resource}${id ? '/:id' : ''}${more ? `/${more}` : ''}`;
    switch (key) {
      case 'POST customers':
        return store.createCustomer(params);
      case 'GET customers/:id':
        return store.get(id as string, 'customer');
      case 'POST subscriptions':
        return store.createSubscription(params);
      case 'GET subscriptions/:id':
        return store.get(id as string, 'subscription');
      case 'POST subscriptions/:id':
        return store.updateSubscription(id as string, params);
      case 'DELETE subscriptions/:id':
        // Test-only `reason`: 'payment_failed' ends it the way Stripe's dunning does (at once).
        return store.cancelSubscription(id as string, params.reason ?? undefined);
      case 'GET payment_intents/:id':
        return store.get(id as string, 'payment_intent');
      case 'GET invoices/:id':
        return store.get(id as string, 'invoice');
      case 'GET invoice_payments':
        return this.invoicePayments(params);
      case 'POST checkout/:id':
        if (id === 'sessions') return store.createCheckoutSession(params, this.url);
        break;
      case `GET checkout/:id/${more}`:
        if (id === 'sessions' && more) return store.get(more, 'checkout session');
        break;
    }
    throw new StripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path})`);
  }

  private invoicePayments(params: StripeObject): StripeObject {
    const intent = params.payment?.payment_intent;
    const data = [...this.store.objects.values()].filter(
      (object) =>
        object.object === 'invoice_payment' && (!intent || object.payment.payment_intent === intent),
    );
    return { object: 'list', data, has_more: false, url: '/v1/invoice_payments' };
  }

  /** The hosted checkout page: GET shows it, POST pays (or ?cancel=1 goes back). */
  private async checkoutPage(method: string, url: URL, res: ServerResponse): Promise<void> {
    const id = url.pathname.split('/')[2] ?? '';
    const session = this.store.objects.get(id);
    if (session?.object !== 'checkout.session')
      return send(res, 404, { error: { message: 'No such session' } });
    if (method === 'POST') {
      try {
        return redirect(res, await this.completeCheckout(id));
      } catch (error) {
        return send(res, 400, { error: { message: String(error) } });
      }
    }
    const price = this.store.price(session._line_items[0].price);
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body>
<main><h1>Fake Stripe Checkout</h1><p>Subscribe for €${price.unit_amount / 100} per month (${price.id}).</p>
<form method="post"><button type="submit">Pay and subscribe</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Cancel</a></p></main></body></html>`);
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_fake_${Date.now()}` });
  res.end(JSON.stringify(body));
}

function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location });
  res.end();
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function arrayOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : [];
}

/** Stripe's form encoding: `items[0][price]=x&expand[0]=y` into nested objects and arrays. */
function parseForm(text: string): StripeObject {
  const out: StripeObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: StripeObject = out;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = /^\d*$/.test(path[index + 1] ?? 'x');
      const slot = part === '' && Array.isArray(node) ? node.length : part;
      if (last) node[slot] = value;
      else node = node[slot] ??= nextIsIndex ? [] : {};
    });
  }
  return out;
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.FAKE_STRIPE_PORT ?? '12111' },
      host: { type: 'string', default: '127.0.0.1' },
      'app-url': { type: 'string', default: process.env.FAKE_STRIPE_APP_URL },
      'secret-key': { type: 'string', default: process.env.STRIPE_SECRET_KEY ?? 'sk_test_fake' },
      'webhook-secret': { type: 'string', default: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_test' },
      prices: { type: 'string', default: 'price_pro_test,price_business_test' },
    },
  });
  const fake = new FakeStripe({
    appUrl: values['app-url'],
    secretKey: values['secret-key'],
    webhookSecret: values['webhook-secret'],
    prices: values.prices.split(','),
  });
  const url = await fake.start(Number(values.port), values.host);
  console.log(`Fake Stripe listening on ${url} (webhooks to ${values['app-url'] ?? 'nowhere'})`);
  const stop = () => fake.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
