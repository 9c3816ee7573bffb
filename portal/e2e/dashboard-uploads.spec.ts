import { expect, test } from '@playwright/test';
import { createCompany, watchConsole } from './board-helpers';
import { makePng, openTab } from './dashboard-helpers';

test('the owner uploads a logo that then shows on the public page', async ({ page }) => {
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  await page.goto(`/dashboard/${company.slug}`);
  await openTab(page, 'Company Settings', 'profile');
  await expect(page.getByText('PNG or JPEG, max 2MB. Recommended: 200x200 px, square.')).toBeVisible();
  await expect(page.getByText('PNG or JPEG, max 2MB. Recommended: 1200x400 px.')).toBeVisible();

  await page
    .getByLabel('Upload logo')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: makePng(200, 200) });
  await expect(page.getByTestId('toast')).toContainText('Logo uploaded');
  const preview = page.getByTestId('logo-preview').locator('img');
  await expect(preview).toHaveAttribute('src', /^\/uploads\/[\w-]+\.png$/);
  const logoUrl = await preview.getAttribute('src');

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByTestId('toast')).toContainText('Company profile updated successfully');

  await page.goto(`/company/${company.slug}`);
  const logo = page.getByRole('img', { name: company.name });
  await expect(logo).toHaveAttribute('src', logoUrl as string);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(200);
  expect(problems).toEqual([]);
});

test('a large cover is compressed to a JPEG at most 600 px wide before upload', async ({ page }) => {
  const company = await createCompany(page.request);
  await page.goto(`/dashboard/${company.slug}?tab=settings`);
  // Random pixels do not compress: about 1.4 MB of PNG, well over 500000 base64 characters.
  const big = makePng(1200, 400, { noise: true });
  expect(big.length).toBeGreaterThan(400_000);
  expect(big.length).toBeLessThan(2 * 1024 * 1024);
  const upload = page.waitForRequest((request) => request.url().endsWith('/api/upload'));
  await page
    .getByLabel('Upload cover')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: big });
  const body = (await upload).postData() ?? '';
  expect(body).toContain('name="base64Data"');
  expect(body).toContain('data:image/jpeg;base64,');

  await expect(page.getByTestId('toast')).toContainText('Cover uploaded');
  const preview = page.getByTestId('cover-preview').locator('img');
  await expect(preview).toHaveAttribute('src', /^\/uploads\/[\w-]+\.jpe?g$/);
  await expect
    .poll(() => preview.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`))
    .toBe('600x200');
});

test('a too-large or non-image file is refused with the spec toast and a placeholder', async ({ page }) => {
  const company = await createCompany(page.request);
  await page.goto(`/dashboard/${company.slug}?tab=settings`);
  const toast = page.getByTestId('toast');

  // Over 2 MB: refused before any upload.
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/upload')) uploads++;
  });
  const huge = Buffer.concat([makePng(10, 10), Buffer.alloc(2 * 1024 * 1024 + 10)]);
  await page
    .getByLabel('Upload logo')
    .setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: huge });
  await expect(toast).toContainText('Logo Upload Failed');
  await expect(toast).toContainText('Image is too large (max 2MB)');
  await expect(page.getByText('Upload failed: a placeholder is shown.')).toBeVisible();

  // Not an image type at all.
  await page
    .getByLabel('Upload cover')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(toast).toContainText('Cover Upload Failed');
  await expect(toast).toContainText('Only PNG, JPEG or WebP images are allowed');
  expect(uploads).toBe(0);

  // Named and typed as a PNG but not one: the server checks the content and says why.
  await page
    .getByLabel('Upload logo')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not really a png') });
  await expect(toast).toContainText('Logo Upload Failed');
  await expect(toast).toContainText('Only PNG, JPEG or WebP images are allowed');
  expect(uploads).toBe(1);
  // Nothing was saved.
  const saved = (await (await page.request.get(`/api/companies/${company.slug}`)).json()) as {
    logoUrl: string | null;
  };
  expect(saved.logoUrl).toBeNull();
});
