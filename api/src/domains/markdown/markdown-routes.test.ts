import { describe, expect, it } from 'vitest';
import { Client, fastUser, ownerOnPlan, ownerWithCompany, submitIdea, useSayso } from '../../../test/helpers';
import { unsafeMarkup, XSS_PAYLOADS } from '../../../test/xss-payloads';

const sayso = useSayso();

describe('POST /api/markdown/preview', () => {
  it('answers the HTML that would be stored, for a visitor too', async () => {
    const res = await new Client(sayso()).post('/api/markdown/preview', { text: '**bold** <b>raw</b>' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ html: '<p><strong>bold</strong> &lt;b&gt;raw&lt;/b&gt;</p>' });
  });

  it('refuses a text that is not a string or is too long, with a field message', async () => {
    const client = new Client(sayso());
    const missing = await client.post('/api/markdown/preview', {});
    expect(missing.status).toBe(400);
    const long = await client.post('/api/markdown/preview', { text: 'x'.repeat(10_001) });
    expect(long.status).toBe(400);
    expect(long.body.issues[0]).toMatchObject({
      path: 'text',
      message: 'Text must be at most 10000 characters',
    });
  });
});

describe('descriptionHtml and contentHtml', () => {
  it('an idea and its comments answer the Markdown as written and its HTML, edits included', async () => {
    const owner = await ownerWithCompany(sayso());
    const idea = await submitIdea(owner.client, owner.company.id, {
      description: 'Needs **dark** mode please',
    });
    expect(idea).toMatchObject({
      description: 'Needs **dark** mode please',
      descriptionHtml: '<p>Needs <strong>dark</strong> mode please</p>',
    });
    const edited = await owner.client.patch(`/api/features/${idea.id}`, {
      description: 'Now _italic_ text here',
    });
    expect(edited.status).toBe(200);
    const page = await new Client(sayso()).get(`/api/features/${idea.id}`);
    expect(page.body.descriptionHtml).toBe('<p>Now <em>italic</em> text here</p>');
    const list = await new Client(sayso()).get(`/api/companies/${owner.company.slug}/features`);
    const row = list.body.find((one: { id: number }) => one.id === idea.id);
    expect(row.descriptionHtml).toBe('<p>Now <em>italic</em> text here</p>');

    const user = await fastUser(sayso());
    const comment = await user.client.post(`/api/features/${idea.id}/comments`, { content: '- a\n- b' });
    expect(comment.body.contentHtml).toBe('<ul>\n<li>a</li>\n<li>b</li>\n</ul>');
    const thread = await new Client(sayso()).get(`/api/features/${idea.id}/comments`);
    expect(thread.body[0]).toMatchObject({ content: '- a\n- b', contentHtml: comment.body.contentHtml });
  });

  it('no payload leaves a script, a handler or an unsafe link in the stored HTML', async () => {
    // Business: no monthly submission limit for the many ideas below.
    const owner = await ownerOnPlan(sayso(), 'business');
    const user = await fastUser(sayso());
    for (const payload of XSS_PAYLOADS) {
      const description = `${payload} padding`.slice(0, 500);
      const idea = await submitIdea(owner.client, owner.company.id, { description });
      expect(unsafeMarkup(idea.descriptionHtml), payload).toEqual([]);
      const comment = await user.client.post(`/api/features/${idea.id}/comments`, {
        content: payload.slice(0, 1000),
      });
      expect(comment.status, payload).toBe(201);
      expect(unsafeMarkup(comment.body.contentHtml), payload).toEqual([]);
    }
  });
});
