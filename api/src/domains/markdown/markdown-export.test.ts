/**
 * Issue 28: exports carry the Markdown as written (never the rendered HTML), and a description
 * that starts like a formula (a Markdown list's `- `, a `+1`) stays inert in a spreadsheet.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { fastUser, ownerOnPlan, submitIdea, useSayso } from '../../../test/helpers';
import { XSS_PAYLOADS } from '../../../test/xss-payloads';

const sayso = useSayso();
const WRITTEN = '- **first** point\n- see [docs](https://example.com)';
const COMMENT = `@[Ada](mention:1) ${XSS_PAYLOADS[0]}`;

describe('exports of Markdown', () => {
  it('JSON and CSV carry descriptions and comments as written; CSV guards a leading "-"', async () => {
    const owner = await ownerOnPlan(sayso(), 'pro');
    const idea = await submitIdea(owner.client, owner.company.id, { description: WRITTEN });
    const user = await fastUser(sayso());
    expect((await user.client.post(`/api/features/${idea.id}/comments`, { content: COMMENT })).status).toBe(
      201,
    );
    const base = `/api/companies/${owner.company.id}/export`;

    const json = await owner.client.get(`${base}/ideas?format=json`);
    expect(json.status).toBe(200);
    const exported = (json.body as { id: number; description: string }[]).find((row) => row.id === idea.id);
    expect(exported?.description).toBe(WRITTEN);
    expect(JSON.stringify(json.body)).not.toContain('<strong>');

    const csv = await owner.client.get(`${base}/ideas?format=csv`);
    const rows = parse(csv.body as string, { bom: true, columns: true }) as {
      id: string;
      description: string;
    }[];
    expect(rows.find((row) => row.id === String(idea.id))?.description).toBe(`'${WRITTEN}`);

    const comments = await owner.client.get(`${base}/comments?format=json`);
    expect(JSON.stringify(comments.body)).toContain(JSON.stringify(COMMENT).slice(1, -1));
    expect(JSON.stringify(comments.body)).not.toContain('contentHtml');
  });
});
