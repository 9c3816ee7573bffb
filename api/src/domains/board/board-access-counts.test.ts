/**
 * The board-access matrix on the company-wide public answers (issue 27): the company page, its
 * stats and the landing list count public boards only, the same answer for every viewer (so it
 * stays in the shared cache), the sitemap lists public boards and their ideas only, and a live stream passes on only events about ideas on boards its
 * viewer may see, on either engine's fan-out (in process, or LISTEN/NOTIFY).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type BoardAudiences, boardAudiences, getAs, type ViewerCase } from '../../../test/board-audiences';
import { type Loose, useSayso } from '../../../test/helpers';

const sayso = useSayso();
let fx: BoardAudiences;

beforeAll(async () => {
  fx = await boardAudiences(sayso());
});

describe('the company page, its stats and the landing list', () => {
  it('count the two public ideas and their two authors only, alike for every viewer', async () => {
    for (const viewer of fx.viewers) {
      const page = await getAs(sayso(), viewer, `/api/companies/${fx.company.slug}`);
      expect(page.body.ideaCount, viewer.name).toBe(2);
      const stats = await getAs(sayso(), viewer, `/api/companies/${fx.company.slug}/stats`);
      // The hidden boards' ideas are Planned and by the owner: neither may count.
      expect(stats.body, viewer.name).toEqual({
        totalIdeas: 2,
        inProgress: 0,
        completed: 0,
        contributors: 2,
      });
    }
  });

  it('leave the company off the landing: two public ideas are below the three it needs', async () => {
    for (const viewer of fx.viewers) {
      const landing = await getAs(sayso(), viewer, '/api/companies');
      expect(landing.status, viewer.name).toBe(200);
      expect(
        landing.body.map((company: Loose) => company.slug),
        viewer.name,
      ).not.toContain(fx.company.slug);
    }
  });
});

describe('GET /sitemap.xml', () => {
  it('lists the company and its public ideas, never a hidden board or its ideas, for every viewer', async () => {
    const company = `/company/${fx.company.slug}`;
    for (const viewer of fx.viewers) {
      const res = await getAs(sayso(), viewer, '/sitemap.xml');
      expect(res.status, viewer.name).toBe(200);
      const urls = [...String(res.body).matchAll(/<loc>[^<]*?(\/company\/[^<]+)<\/loc>/g)].map((m) => m[1]);
      const ours = urls.filter((url) => url?.startsWith(`${company}/`) || url === company);
      expect(ours.sort(), viewer.name).toEqual(
        [company, `${company}/ideas/${fx.zebra.public}`, `${company}/ideas/${fx.otherPublic}`].sort(),
      );
    }
  });
});

/** An open live stream read in process; `until` reads until an event names `featureId`. */
async function openStream(viewer: ViewerCase) {
  const abort = new AbortController();
  const headers: Record<string, string> = viewer.cookie ? { cookie: viewer.cookie } : {};
  const res = await sayso().app.request(`http://localhost/api/companies/${fx.company.slug}/events`, {
    headers,
    signal: abort.signal,
  });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let text = '';
  const readUntil = async (done: () => boolean) => {
    while (!done()) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error(`${viewer.name}: the stream ended`);
      text += decoder.decode(chunk.value, { stream: true });
    }
  };
  return {
    /** Waits for the stream's first frame: from then on, it is subscribed. */
    ready: () => readUntil(() => text.includes('retry:')),
    until: async (featureId: number) => {
      await readUntil(() => text.includes(`"featureId":${featureId},`));
      return text;
    },
    close: async () => {
      abort.abort();
      await reader.cancel().catch(() => {});
    },
  };
}

const voteAsOwner = async (ideaId: number) => {
  const res = await sayso().app.request(`http://localhost/api/features/${ideaId}/vote`, {
    method: 'POST',
    headers: { cookie: fx.owner.cookie, 'content-type': 'application/json' },
  });
  expect(res.status).toBe(200);
};

describe('GET /api/companies/{slug}/events', () => {
  it('passes on events of the boards each viewer may see, and of no other', async () => {
    const streams = await Promise.all(fx.viewers.map(openStream));
    try {
      for (const stream of streams) await stream.ready();
      // The public idea last: once a stream heard it, it heard (or dropped) the two before.
      await voteAsOwner(fx.zebra.team);
      await voteAsOwner(fx.zebra.restricted);
      await voteAsOwner(fx.zebra.public);
      for (const [index, viewer] of fx.viewers.entries()) {
        const text = await (streams[index] as Awaited<ReturnType<typeof openStream>>).until(fx.zebra.public);
        for (const audience of ['team', 'restricted'] as const) {
          const heard = text.includes(`"featureId":${fx.zebra[audience]},`);
          expect(heard, `${viewer.name} hears ${audience}`).toBe(viewer.sees.includes(audience));
        }
        // The board decides who hears an event; it never goes out on the wire.
        expect(text, viewer.name).not.toContain('boardId');
      }
    } finally {
      for (const stream of streams) await stream.close();
    }
  });
});
