/**
 * Issue 28's XSS proof for e-mails: every payload, as a team reply and as a guest's comment,
 * read back from a real SMTP server. The text part carries the Markdown as written; the HTML
 * part's quote holds nothing the renderer does not allow.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, openSayso, useSayso } from '../../../test/helpers';
import { comment, followedIdea, outboxSettled } from '../../../test/notify-helpers';
import { recipient, startSmtp, type TestSmtp } from '../../../test/smtp';
import { unsafeMarkup, XSS_PAYLOADS } from '../../../test/xss-payloads';

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startSmtp();
});
const sayso = useSayso(() => openSayso({ SMTP_URL: smtp.url }));
afterAll(async () => {
  await smtp.close();
});

/** The HTML inside the e-mail's quote: what the renderer made of the written text. */
function quoted(mail: ParsedMail | undefined): string {
  const html = typeof mail?.html === 'string' ? mail.html : '';
  return /<blockquote[^>]*>([\s\S]*)<\/blockquote>/.exec(html)?.[1] ?? '';
}

/** The payloads joined into as few comments as fit (1000 characters each): fewer e-mails to wait for. */
function commentsOfPayloads(): string[] {
  const out: string[] = [];
  for (const payload of XSS_PAYLOADS) {
    const last = out.at(-1);
    if (last !== undefined && last.length + payload.length + 2 <= 1000)
      out[out.length - 1] = `${last}\n\n${payload}`;
    else out.push(payload);
  }
  return out;
}

describe('e-mails quoting what someone wrote', () => {
  it('team replies carrying every payload: Markdown as written in the text, safe HTML in the quote', async () => {
    const scene = await followedIdea(sayso());
    const replies = commentsOfPayloads();
    for (const reply of replies) await comment(scene.owner.client, scene.idea.id, reply);
    await outboxSettled(sayso());
    const mails = smtp.messages.filter(
      (mail) => recipient(mail) === scene.voter.email && mail.subject?.includes(scene.title),
    );
    expect(mails).toHaveLength(replies.length);
    for (const reply of replies) {
      const mail = mails.find((one) => one.text?.includes(reply));
      expect(mail, reply).toBeDefined();
      expect(quoted(mail), reply).not.toBe('');
      expect(unsafeMarkup(quoted(mail)), reply).toEqual([]);
    }
  });

  it('a guest comment confirmation quotes the comment rendered, and as written', async () => {
    const scene = await followedIdea(sayso());
    const content = '**Please** add it <img src=x onerror=window.__xss=1> [x](javascript:alert(1))';
    const email = `guest-${Date.now()}@example.com`;
    const res = await new Client(sayso()).post(`/api/features/${scene.idea.id}/guest-comments`, {
      name: 'Guest <b>Greta</b>',
      email,
      content,
    });
    expect(res.status).toBe(202);
    await outboxSettled(sayso());
    const mail = smtp.messages.find((one) => recipient(one) === email);
    expect(mail?.text).toContain(content);
    expect(quoted(mail)).toContain('<strong>Please</strong> add it &lt;img src=x onerror=window.__xss=1&gt;');
    expect(unsafeMarkup(quoted(mail))).toEqual([]);
    expect(mail?.html).toContain('Hi Guest &#60;b&#62;Greta&#60;/b&#62;,');
  });
});
