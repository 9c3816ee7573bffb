/**
 * Issue 28, formatting: a description written with the editor's toolbar and keyboard shortcuts,
 * previewed by the server, submitted, and shown formatted on the idea page; at 1280 and 375 px.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { createCompany } from './board-helpers';

const TITLE = 'Formatted descriptions please';
const WRITTEN =
  'Needs **dark** mode for night owls.\n\n- Keyboard first\n\nRead _the docs_ at [link text](https://example.com/docs)';

for (const width of [1280, 375]) {
  test(`write with the toolbar and the keyboard, preview, submit, see it formatted (${width} px)`, async ({
    page,
  }) => {
    // A long journey with five accessibility scans: the slow tests' time.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    const { slug } = await createCompany(page.request);
    await page.goto(`/company/${slug}`);
    await page.getByRole('button', { name: 'Submit Idea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit New Idea' });
    await dialog.getByLabel('Title').fill(TITLE);
    const editor = dialog.getByLabel('Description');
    await editor.fill('Needs dark mode for night owls.');

    // Toolbar: select "dark" and press Bold.
    await editor.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(6, 10));
    await dialog.getByRole('button', { name: 'Bold (Ctrl+B)' }).click();
    await expect(editor).toHaveValue('Needs **dark** mode for night owls.');

    // The list button on a new line, then the keyboard: Ctrl/Cmd+I and Ctrl/Cmd+K type over their placeholders.
    await editor.press('ControlOrMeta+End');
    await editor.press('Enter');
    await editor.press('Enter');
    await dialog.getByRole('button', { name: 'Bulleted list' }).click();
    await editor.pressSequentially('Keyboard first');
    await editor.press('Enter');
    await editor.press('Enter');
    await editor.pressSequentially('Read ');
    await editor.press('ControlOrMeta+i');
    await editor.pressSequentially('the docs');
    await editor.press('End');
    await editor.pressSequentially(' at ');
    await editor.press('ControlOrMeta+k');
    await editor.pressSequentially('https://example.com/docs');
    await expect(editor).toHaveValue(WRITTEN);

    await dialog.getByRole('tab', { name: 'Preview' }).click();
    const preview = dialog.getByRole('tabpanel', { name: 'Preview' });
    await expect(preview.locator('strong')).toHaveText('dark');
    await expect(preview.getByRole('listitem')).toHaveText('Keyboard first');
    await expect(preview.locator('em')).toHaveText('the docs');
    await expect(preview.getByRole('link', { name: 'link text' })).toHaveAttribute(
      'rel',
      'nofollow ugc noopener',
    );
    await expectNoAxeViolations(page);
    // Arrow keys move between the tabs, as tabs do.
    await dialog.getByRole('tab', { name: 'Preview' }).press('ArrowLeft');
    await expect(dialog.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    await expect(editor).toHaveValue(WRITTEN);

    await dialog.getByRole('button', { name: 'Submit Idea' }).click();
    await expect(dialog).toBeHidden();
    // Submitting opens the new idea's page.
    await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();
    const body = page.locator('main');
    await expect(body.locator('strong', { hasText: 'dark' })).toBeVisible();
    await expect(body.getByRole('listitem').filter({ hasText: 'Keyboard first' })).toBeVisible();
    await expect(body.locator('em', { hasText: 'the docs' })).toBeVisible();
    const link = body.getByRole('link', { name: 'link text' });
    await expect(link).toHaveAttribute('href', 'https://example.com/docs');
    await expect(link).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);

    // The board's excerpt is plain text: no Markdown marks, no formatting.
    await page.goto(`/company/${slug}`);
    const card = page.getByTestId('idea-card').filter({ hasText: TITLE });
    await expect(
      card.getByText('Needs dark mode for night owls. Keyboard first Read the docs at link text'),
    ).toBeVisible();
    await expect(card.locator('strong, em, li')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await card.getByRole('link', { name: TITLE }).click();
    await expect(page.getByRole('heading', { name: TITLE, level: 1 })).toBeVisible();

    // A comment written the same way shows formatted in the thread.
    const comment = page.getByLabel('Add a comment');
    await comment.fill('Agreed, `code` too');
    await comment.press('ControlOrMeta+End');
    await page.getByRole('button', { name: 'Post Comment' }).click();
    await expect(body.locator('code', { hasText: 'code' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
