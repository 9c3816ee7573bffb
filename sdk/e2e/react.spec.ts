import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { hostOrigin, SAYSO_URL, startHostServer } from './host-server';

const here = path.dirname(fileURLToPath(import.meta.url));
const PORT = Number(process.env.E2E_PORT ?? 4173) + 8;
const HOST_ORIGIN = hostOrigin(PORT);
const exampleRoot = path.resolve(here, '../../examples/react-vite');

let stopHost: () => Promise<void>;

// Builds the React example as a user would (with the sdk's built dist), served on the host origin.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'sayso-react-example-'));
  const vitePath = createRequire(path.join(here, '../package.json')).resolve('vite');
  const { build } = await import(pathToFileURL(vitePath).href);
  process.env.VITE_SAYSO_URL = SAYSO_URL;
  await build({
    root: exampleRoot,
    configFile: path.join(exampleRoot, 'vite.config.js'),
    base: '/react/',
    logLevel: 'warn',
    // StrictMode's double mount is a development behaviour: build React in development mode.
    mode: 'development',
    define: { 'process.env.NODE_ENV': '"development"' },
    build: { outDir, emptyOutDir: true, minify: false },
  });
  stopHost = await startHostServer(PORT, outDir);
});
test.afterAll(async () => stopHost?.());

test('the React example under StrictMode shows exactly one launcher, and useSayso opens it', async ({
  page,
}) => {
  await page.goto(`${HOST_ORIGIN}/react/`);
  await expect(page.getByRole('heading', { name: 'Acme for React' })).toBeVisible();
  await expect(page.locator('sayso-widget button.launcher')).toHaveText('Feedback');
  await page.waitForTimeout(300);
  expect(await page.locator('sayso-widget').count()).toBe(1);
  await page.getByRole('button', { name: 'Give feedback' }).click();
  await expect(page.locator('sayso-widget dialog')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Give feedback' })).toBeDisabled();
});
