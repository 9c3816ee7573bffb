/** /api/markdown/preview: the editor's Preview tab, rendered by the same function as what is stored. */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { type MarkdownPreview, markdownPreviewSchema } from '../../contract';
import { clientIp } from '../../lib/client-ip';
import { renderMarkdown } from '../../lib/markdown';
import { readJson } from '../../lib/validate';

export function markdownRoutes({ limiter }: AppDeps) {
  // Open to everyone who may write (anonymous submitters and guests too), hence per address.
  return new Hono<AppEnv>().post('/preview', async (c) => {
    const { text } = await readJson(c, markdownPreviewSchema);
    await limiter.consume('markdownPreview', clientIp(c));
    return c.json({ html: renderMarkdown(text) } satisfies MarkdownPreview);
  });
}
