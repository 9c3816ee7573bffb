/**
 * The fake Stripe's state: customers, subscriptions, invoices, PaymentIntents, invoice payments
 * and Checkout Sessions, built in the shapes of Stripe API version 2025-03-31 and later (the
 * period on subscription items, the invoice's subscription under `parent`, the first payment's
 * secret under `confirmation_secret`).
 */
import { randomBytes } from 'node:crypto';

// biome-ignore lint/suspicious/noExplicitAny: Stripe objects are open-ended JSON here
export type StripeObject = Record<string, any>;

const PRICE_AMOUNTS: Record<string, number> = { price_pro_test: 2400, price_business_test: 3900 };
const MONTH = 30 * 24 * 3600;

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

export class FakeStripeStore {
  readonly objects = new Map<string, StripeObject>();

  constructor(readonly prices: string[]) {}

  get(id: string, kind = 'resource'): StripeObject {
    const found = this.objects.get(id);
    if (!found)
      throw new StripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing');
    return found;
  }

  private put(object: StripeObject): StripeObject {
    this.objects.set(object.id, object);
    return object;
  }

  price(id: unknown): StripeObject {
    if (typeof id !== 'string' || !this.prices.includes(id)) {
      throw new StripeError(
        400,
        'invalid_request_error',
        `No such price: '${String(id)}'`,
        'resource_missing',
      );
    }
    return {
      id,
      object: 'price',
      active: true,
      currency: 'eur',
      unit_amount: PRICE_AMOUNTS[id] ?? 1000,
      recurring: { interval: 'month', interval_count: 1 },
      type: 'recurring',
    };
  }

  createCustomer(params: StripeObject): StripeObject {
    return this.put({
      id: newId('cus'),
      object: 'customer',
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: params.metadata ?? {},
      created: nowSeconds(),
      livemode: false,
    });
  }

  /** A subscription with its first invoice and PaymentIntent; 'incomplete' until paid. */
  createSubscription(params: StripeObject, status = 'incomplete'): StripeObject {
    this.get(params.customer, 'customer');
    const price = this.price(params.items?.[0]?.price);
    const id = newId('sub');
    const start = nowSeconds();
    const intent = this.put({
      id: newId('pi'),
      object: 'payment_intent',
      amount: price.unit_amount,
      currency: 'eur',
      customer: params.customer,
      status: status === 'active' ? 'succeeded' : 'requires_payment_method',
      metadata: {},
      livemode: false,
    });
    intent.client_secret = `${intent.id}_secret_${randomBytes(8).toString('hex')}`;
    const invoice = this.put({
      id: newId('in'),
      object: 'invoice',
      customer: params.customer,
      currency: 'eur',
      amount_due: price.unit_amount,
      amount_paid: status === 'active' ? price.unit_amount : 0,
      status: status === 'active' ? 'paid' : 'open',
      period_start: start,
      period_end: start,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: id, metadata: params.metadata ?? {} },
      },
      confirmation_secret: { type: 'payment_intent', client_secret: intent.client_secret },
      livemode: false,
    });
    this.put({
      id: newId('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_requested: price.unit_amount,
      amount_paid: status === 'active' ? price.unit_amount : null,
      currency: 'eur',
      is_default: true,
      livemode: false,
      payment: { type: 'payment_intent', payment_intent: intent.id },
      status: status === 'active' ? 'paid' : 'open',
    });
    return this.put({
      id,
      object: 'subscription',
      customer: params.customer,
      status,
      currency: 'eur',
      created: start,
      start_date: start,
      cancel_at: null,
      cancel_at_period_end: false,
      canceled_at: null,
      ended_at: null,
      cancellation_details: { comment: null, feedback: null, reason: null },
      collection_method: 'charge_automatically',
      metadata: params.metadata ?? {},
      latest_invoice: invoice.id,
      livemode: false,
      items: {
        object: 'list',
        has_more: false,
        url: `/v1/subscription_items?subscription=${id}`,
        data: [
          {
            id: newId('si'),
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: start + MONTH,
            price,
            quantity: 1,
            subscription: id,
            metadata: {},
          },
        ],
      },
    });
  }

  /** The card went through: PaymentIntent succeeded, invoice paid, subscription active. */
  pay(subscriptionId: string): StripeObject {
    const sub = this.get(subscriptionId, 'subscription');
    const invoice = this.get(sub.latest_invoice, 'invoice');
    const intentId = invoice.confirmation_secret.client_secret.split('_secret_')[0];
    Object.assign(this.get(intentId, 'payment_intent'), { status: 'succeeded' });
    Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
    for (const object of this.objects.values()) {
      if (object.object === 'invoice_payment' && object.invoice === invoice.id) {
        Object.assign(object, { status: 'paid', amount_paid: invoice.amount_due });
      }
    }
    return Object.assign(sub, { status: 'active' });
  }

  updateSubscription(id: string, params: StripeObject): StripeObject {
    const sub = this.get(id, 'subscription');
    if (params.cancel_at_period_end !== undefined) {
      const cancel = params.cancel_at_period_end === true || params.cancel_at_period_end === 'true';
      sub.cancel_at_period_end = cancel;
      sub.cancel_at = cancel ? sub.items.data[0].current_period_end : null;
      sub.canceled_at = cancel ? nowSeconds() : null;
    }
    if (params.metadata) sub.metadata = { ...sub.metadata, ...params.metadata };
    return sub;
  }

  cancelSubscription(id: string, reason = 'cancellation_requested'): StripeObject {
    const sub = this.get(id, 'subscription');
    if (sub.status === 'canceled') {
      throw new StripeError(
        400,
        'invalid_request_error',
        `No such subscription: '${id}'`,
        'resource_missing',
      );
    }
    return Object.assign(sub, {
      status: 'canceled',
      canceled_at: sub.canceled_at ?? nowSeconds(),
      ended_at: nowSeconds(),
      cancellation_details: { comment: null, feedback: null, reason },
    });
  }

  createCheckoutSession(params: StripeObject, baseUrl: string): StripeObject {
    if (params.mode !== 'subscription')
      throw new StripeError(400, 'invalid_request_error', 'Only subscription mode is faked');
    if (params.customer) this.get(params.customer, 'customer');
    this.price(params.line_items?.[0]?.price);
    const id = newId('cs_test');
    return this.put({
      id,
      object: 'checkout.session',
      mode: 'subscription',
      status: 'open',
      payment_status: 'unpaid',
      customer: params.customer ?? null,
      client_reference_id: params.client_reference_id ?? null,
      metadata: params.metadata ?? {},
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      subscription: null,
      currency: 'eur',
      livemode: false,
      url: `${baseUrl}/checkout/${id}`,
      // Not a Stripe field: what the session will create, kept for completing it.
      _line_items: params.line_items,
      _subscription_data: params.subscription_data ?? {},
    });
  }

  /** Paying on the hosted page: an active subscription and a completed session. */
  completeCheckout(sessionId: string): { session: StripeObject; subscription: StripeObject } {
    const session = this.get(sessionId, 'checkout session');
    if (session.status !== 'open')
      throw new StripeError(400, 'invalid_request_error', 'This session is not open');
    const customer = session.customer ?? this.createCustomer({}).id;
    const subscription = this.createSubscription(
      {
        customer,
        items: [{ price: session._line_items[0].price }],
        metadata: session._subscription_data.metadata,
      },
      'active',
    );
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer,
      subscription: subscription.id,
    });
    return { session, subscription };
  }

  /** Replaces ids by objects along Stripe `expand` paths such as 'latest_invoice.confirmation_secret'. */
  expand(object: StripeObject, paths: string[]): StripeObject {
    const copy = structuredClone(object);
    for (const path of paths) this.expandPath(copy, path.split('.'));
    return publicView(copy);
  }

  private expandPath(object: StripeObject, [head, ...rest]: string[]): void {
    if (!head || !object) return;
    if (head === 'data' && Array.isArray(object.data)) {
      for (const item of object.data) this.expandPath(item, rest);
      return;
    }
    const value = object[head];
    if (typeof value === 'string' && this.objects.has(value))
      object[head] = structuredClone(this.objects.get(value));
    if (typeof object[head] === 'object') this.expandPath(object[head], rest);
  }
}

/** An object as the API shows it: without the fake's own bookkeeping fields. */
export function publicView(object: StripeObject): StripeObject {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_')));
}
