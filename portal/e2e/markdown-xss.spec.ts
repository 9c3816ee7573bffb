/**
 * Issue 28's XSS proof in the browser: every payload of api/test/xss-payloads.ts (OWASP
 * filter-evasion items, javascript: links in each encoding, Markdown links, references and
 * images) as a title, description, comment and author name, on the board, the idea page and the
 * embed. None may run (each would set window.__xss), open a dialog, or leave an element or a
 * link the renderer does not allow.
 */
import { expect, type Page, test } from '@playwright/test';
import { XSS_PAYLOADS } from '../../api/test/xss-payloads';
import { expectNoAxeViolations } from './axe';
import { createCompany } from './board-helpers';

/** The payloads joined into texts of at most `max` characters. */
function chunks(max: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const payload of XSS_PAYLOADS) {
    const next = current ? `${current}\n\n${payload}` : payload;
    if (next.length > max && current) {
      out.push(current);
      current = payload.slice(0, max);
    } else current = next.slice(0, max);
  }
  if (current) out.push(current);
  return out;
}

async function expectInert(page: Page, url: string) {
  await page.goto(url);
  // Settled once the first idea's title (a payload itself) shows as text.
  await expect(page.getByText(`XSS 0 ${XSS_PAYLOADS[0]}`).first()).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  const injected = await page.evaluate(() => {
    const hostile =
      'main script, main img[src="x"], main svg[onload], main iframe, main details, main [onerror], main [onload]';
    const links = [...document.querySelectorAll('main a[href]')].map((a) => a.getAttribute('href') ?? '');
    return {
      elements: document.querySelectorAll(hostile).length,
      unsafeLinks: links.filter((href) => /^\s*(javascript|data|vbscript):/i.test(href)),
    };
  });
  expect(injected).toEqual({ elements: 0, unsafeLinks: [] });
}

test('every XSS payload in every rendered text field stays text, on the board, idea page and embed', async ({
  page,
}) => {
  test.slow();
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  const { slug, id: companyId } = await createCompany(page.request);
  const descriptions = chunks(500);
  let firstIdea = 0;
  for (const [n, description] of descriptions.entries()) {
    const response = await page.request.post('/api/features/anonymous', {
      data: {
        title: `XSS ${n} ${XSS_PAYLOADS[n % XSS_PAYLOADS.length]}`.slice(0, 100),
        description,
        category: 'other',
        name: `${XSS_PAYLOADS[(n + 2) % XSS_PAYLOADS.length]}`.slice(0, 100),
        companyId,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    firstIdea ||= ((await response.json()) as { id: number }).id;
  }
  for (const content of chunks(1000)) {
    const response = await page.request.post(`/api/features/${firstIdea}/comments`, { data: { content } });
    expect(response.status(), await response.text()).toBe(201);
  }

  await expectInert(page, `/company/${slug}`);
  await expectInert(page, `/company/${slug}/ideas/${firstIdea}`);
  await expectNoAxeViolations(page);
  await expectInert(page, `/embed/${slug}`);
  expect(dialogs).toEqual([]);
});
