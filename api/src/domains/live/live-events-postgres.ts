/**
 * The live-event transport for several replicas on one PostgreSQL: NOTIFY on one channel,
 * LISTEN on a dedicated connection per process. Ids come from one sequence (migration
 * 0003_live_events), and publishers take a transaction-scoped advisory lock, so
 * notifications commit, and are therefore delivered, in id order on every replica.
 *
 * A process sends one publishing statement at a time: events published while it runs wait and
 * go out together in the next one, in the order they were published. Under a stream of votes
 * that is one lock and one commit per batch instead of per vote (issue 25).
 */
import pg from 'pg';
import type { LiveEvent, LiveEventBody, LiveTransport } from './live-events';

const CHANNEL = 'sayso_live';
/** Any fixed number: the advisory lock that orders publishers. */
const PUBLISH_LOCK = 7_240_512;

interface Outgoing {
  companyId: number;
  body: string;
  sent: () => void;
  failed: (error: unknown) => void;
}

export class PostgresTransport implements LiveTransport {
  private readonly receivers = new Set<(event: LiveEvent) => void>();
  private listener: pg.Client | undefined;
  /** Published since the statement in flight started: the next statement's batch. */
  private outgoing: Outgoing[] = [];
  private sending = false;

  /** `pool` publishes; `connectionString` opens the one listening connection. */
  constructor(
    private readonly pool: pg.Pool,
    private readonly connectionString: string,
    private readonly ownsPool = false,
  ) {}

  /** A started transport with its own small publishing pool, which `stop()` ends too. */
  static async open(connectionString: string): Promise<PostgresTransport> {
    const pool = new pg.Pool({ connectionString, max: 2 });
    pool.on('error', (error) => console.error('Live events: idle connection lost:', error.message));
    const transport = new PostgresTransport(pool, connectionString, true);
    try {
      await transport.start();
    } catch (error) {
      await pool.end();
      throw error;
    }
    return transport;
  }

  /** Opens the listening connection; events published before it resolves are not heard. */
  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.connectionString });
    await client.connect();
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const event = JSON.parse(message.payload) as LiveEvent;
      for (const deliver of this.receivers) deliver(event);
    });
    // A lost listening connection is logged; clients then resume through `reset` on reconnect.
    client.on('error', (error) => console.error('Live events: listening connection lost:', error));
    await client.query(`listen ${CHANNEL}`);
    this.listener = client;
  }

  publish(companyId: number, body: LiveEventBody): Promise<void> {
    return new Promise((sent, failed) => {
      this.outgoing.push({ companyId, body: JSON.stringify(body), sent, failed });
      if (!this.sending) void this.send();
    });
  }

  /** Sends batches until nothing waits; each event's promise settles with its batch. */
  private async send(): Promise<void> {
    this.sending = true;
    while (this.outgoing.length > 0) {
      const batch = this.outgoing;
      this.outgoing = [];
      try {
        // One statement, one transaction: the lock is held until commit, so ids commit in order.
        // The ids are drawn after the sort (volatile output is computed last), in publish order.
        await this.pool.query({
          name: 'live_publish_batch',
          text: `select pg_notify($1, json_build_object('id', nextval('live_event_ids'), 'companyId', e.company_id, 'body', e.body)::text)
            from (select pg_advisory_xact_lock($2)) as ordered,
              unnest($3::int[], $4::json[]) with ordinality as e(company_id, body, n)
            order by e.n`,
          values: [CHANNEL, PUBLISH_LOCK, batch.map((e) => e.companyId), batch.map((e) => e.body)],
        });
        for (const event of batch) event.sent();
      } catch (error) {
        for (const event of batch) event.failed(error);
      }
    }
    this.sending = false;
  }

  listen(deliver: (event: LiveEvent) => void): () => void {
    this.receivers.add(deliver);
    return () => this.receivers.delete(deliver);
  }

  async stop(): Promise<void> {
    this.receivers.clear();
    await this.listener?.end();
    this.listener = undefined;
    if (this.ownsPool) await this.pool.end();
  }
}
