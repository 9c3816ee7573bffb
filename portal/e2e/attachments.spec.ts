/**
 * Issue 28, screenshots: an image pasted into the submit dialog (a real ClipboardEvent holding a
 * PNG file) rides with the idea; its thumbnail on the idea page opens a lightbox by keyboard that
 * the arrow keys step through and Escape closes; an image dropped on the comment box rides with
 * the comment. At 1280 and 375 px, axe-clean on every page and dialog reached.
 */
import { expect, type Locator, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { createCompany, hasHorizontalScroll, signUp, watchConsole } from './board-helpers';
import { makePng } from './dashboard-helpers';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Dispatches `type` (paste or drop) on the element with a DataTransfer holding PNG files. */
async function sendImages(
  target: Locator,
  type: 'paste' | 'drop',
  files: Array<{ name: string; png: Buffer }>,
) {
  await target.evaluate(
    (element, { type, files }) => {
      const data = new DataTransfer();
      for (const { name, base64 } of files) {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], name, { type: 'image/png' }));
      }
      const event =
        type === 'paste'
          ? new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true })
          : new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true });
      element.dispatchEvent(event);
    },
    { type, files: files.map(({ name, png }) => ({ name, base64: png.toString('base64') })) },
  );
}

for (const width of [1280, 375]) {
  test(`paste screenshots on an idea, view them in the lightbox, drop one on a comment at ${width}px`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const problems = watchConsole(page);
    await page.setViewportSize({ width, height: 900 });
    const owner = await playwright.request.newContext({ baseURL });
    const company = await createCompany(owner);
    await signUp(page.request, 'Shot Taker');
    const title = `Crop tool ${unique()}`;

    await page.goto(`/company/${company.slug}`);
    await page.getByRole('button', { name: 'Submit Idea' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Submit New Idea' });
    await dialog.getByLabel('Title').fill(title);
    const description = dialog.getByLabel('Description');
    await description.fill('Cropping screenshots before sharing them would save time.');
    // The picker is its own chunk: its button says it is there to take the paste.
    await expect(dialog.getByRole('button', { name: 'Attach images' })).toBeVisible();
    await sendImages(description, 'paste', [
      { name: 'first.png', png: makePng(40, 30, { rgb: [200, 30, 30] }) },
      { name: 'second.png', png: makePng(30, 40, { rgb: [30, 30, 200] }) },
    ]);
    const thumbs = dialog.getByRole('list', { name: 'Attached images' });
    await expect(thumbs.getByRole('img', { name: 'Attachment 1: first.png' })).toBeVisible();
    await expect(thumbs.getByRole('img', { name: 'Attachment 2: second.png' })).toBeVisible();
    await expect(thumbs.locator('[aria-busy="true"]')).toHaveCount(0);
    // The text typed before stays as it was: only the image was taken from the paste.
    await expect(description).toHaveValue('Cropping screenshots before sharing them would save time.');
    // The file button is a real, labelled, keyboard-reachable button.
    await expect(dialog.getByRole('button', { name: 'Attach images' })).toBeEnabled();
    await expectNoAxeViolations(page, `submit dialog with screenshots at ${width}`);
    await dialog.getByRole('button', { name: 'Submit Idea' }).click();
    await expect(page.getByTestId('toast')).toContainText('Your feature idea has been submitted');

    const ideas = (await (await owner.get(`/api/companies/${company.slug}/features`)).json()) as Array<{
      id: number;
      title: string;
      attachments: unknown[];
    }>;
    const idea = ideas.find((row) => row.title === title);
    expect(idea?.attachments).toHaveLength(2);
    await page.goto(`/company/${company.slug}/ideas/${idea?.id}`);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const gallery = page.getByRole('list', { name: `Images on ${title}` });
    const first = gallery.getByRole('button', { name: `Open screenshot 1 of 2 on ${title}` });
    await expect(first).toBeVisible();
    await expect(gallery.getByRole('img').first()).toHaveAttribute('loading', 'lazy');
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page, `idea page with screenshots at ${width}`);

    // Opened by keyboard; the arrow keys step through; Escape closes and focus comes back.
    await first.focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog', { name: 'Screenshot 1 of 2' });
    await expect(lightbox.getByRole('img', { name: `Screenshot 1 of 2 on ${title}` })).toBeVisible();
    await expectNoAxeViolations(page, `lightbox at ${width}`);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Screenshot 2 of 2' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('dialog', { name: 'Screenshot 1 of 2' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(first).toBeFocused();

    // A comment with a dropped screenshot.
    const box = page.getByLabel('Add a comment');
    await box.fill('Here is where the crop handle should go.');
    await expect(page.getByRole('button', { name: 'Attach images' })).toBeVisible();
    await sendImages(box, 'drop', [{ name: 'handle.png', png: makePng(20, 20) }]);
    await expect(page.getByRole('img', { name: 'Attachment 1: handle.png' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post Comment' })).toBeEnabled();
    await page.getByRole('button', { name: 'Post Comment' }).click();
    const thread = page.getByTestId('comment-thread');
    await expect(thread).toContainText('Here is where the crop handle should go.');
    const onComment = thread.getByRole('button', {
      name: 'Open screenshot 1 of 1 on the comment by Shot Taker',
    });
    await expect(onComment).toBeVisible();
    // The sent screenshot left the comment box with the text.
    await expect(page.getByRole('list', { name: 'Attached images' })).toHaveCount(0);
    await onComment.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Screenshot 1 of 1' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page, `idea page with a commented screenshot at ${width}`);
    await owner.dispose();
    expect(problems).toEqual([]);
  });
}
