/**
 * Webhooks (issue 15): an owner adds an endpoint in Company Settings for a real local receiver,
 * copies the secret shown once, and the receiver gets a new idea and a test event whose
 * signatures it recomputes; the delivery log shows them, a replay re-sends the same body, and
 * the owner disables, enables, rolls the secret and deletes the endpoint, at 375 px wide.
 */
import { expect, test } from '@playwright/test';
import { type Receiver, startReceiver, verifySignature } from '../../api/test/webhook-receiver';
import { addIdea, createCompany, hasHorizontalScroll, watchConsole } from './board-helpers';
import { openTab } from './dashboard-helpers';

let receiver: Receiver;
test.beforeAll(async () => {
  receiver = await startReceiver();
});
test.afterAll(() => receiver.close());

const types = () => receiver.received.map((entry) => JSON.parse(entry.body).type as string);

test('an owner adds an endpoint, deliveries arrive signed, and the log replays them', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = watchConsole(page);
  const company = await createCompany(page.request);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/dashboard/${company.slug}`);
  await openTab(page, 'Company Settings', 'integrations');

  const card = page.getByRole('region', { name: 'Webhooks' });
  await expect(card.getByText('No webhook endpoints yet.')).toBeVisible();
  const url = card.getByLabel('Endpoint URL');
  await url.fill('ftp://example.com/hook');
  await card.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(card.getByText('Please enter a URL starting with http:// or https://')).toBeVisible();
  await url.fill(`${receiver.url}/e2e`);
  await card.getByRole('checkbox', { name: /Idea created/ }).uncheck();
  await card.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(card.getByText('Please choose at least one event')).toBeVisible();
  await card.getByRole('checkbox', { name: /Idea created/ }).check();
  await card.getByRole('checkbox', { name: /Vote added/ }).check();
  await card.getByRole('button', { name: 'Add endpoint' }).click();

  const shown = card.getByRole('region', { name: 'Your webhook signing secret' });
  const secretField = shown.getByLabel(`Signing secret of ${receiver.url}/e2e`);
  await expect(secretField).toBeFocused();
  const secret = await secretField.inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
  await shown.getByRole('button', { name: 'I have copied it' }).click();
  await expect(shown).toBeHidden();
  const list = card.getByRole('list', { name: 'Your webhook endpoints' });
  await expect(list).toContainText(`${receiver.url}/e2e`);
  await expect(list).toContainText('idea.created, vote.created');
  expect(await hasHorizontalScroll(page)).toBe(false);

  // A new idea on the board reaches the receiver (the worker polls), signed with the secret.
  await addIdea(page.request, company.id, 'Webhooks from the board');
  await expect.poll(types, { timeout: 15_000 }).toEqual(['idea.created']);
  await card.getByRole('button', { name: 'Send test event' }).click();
  const log = card.getByRole('list', { name: `Deliveries to ${receiver.url}/e2e` });
  await expect(log.getByRole('listitem').first()).toContainText('webhook.test');
  await expect(log.getByRole('listitem').first()).toContainText('Delivered (200)');
  expect(types()).toEqual(['idea.created', 'webhook.test']);
  for (const entry of receiver.received) expect(verifySignature(secret, entry)).toBe(true);
  const idea = JSON.parse(receiver.received[0]?.body ?? '{}');
  expect(idea.data.idea.title).toBe('Webhooks from the board');

  await log.getByRole('button', { name: /Replay idea.created delivery/ }).click();
  await expect(log.getByRole('listitem')).toHaveCount(3);
  await expect(log.getByRole('listitem').first()).toContainText('replay');
  await expect(log.getByRole('listitem').first()).toContainText('Delivered (200)');
  expect(receiver.received[2]?.body).toBe(receiver.received[0]?.body);
  expect(await hasHorizontalScroll(page)).toBe(false);
  await card.screenshot({ path: 'test-results/screenshots/webhooks-card-375.png' });

  await card.getByRole('button', { name: 'Disable' }).click();
  await expect(list.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Send test event' })).toBeDisabled();
  await card.getByRole('button', { name: 'Enable' }).click();
  await expect(list.getByText('Enabled', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Roll secret' }).click();
  const roll = page.getByRole('dialog', { name: 'Roll signing secret' });
  await expect(roll).toContainText('The old one stops working at once');
  await roll.getByRole('button', { name: 'Roll secret' }).click();
  await expect(roll).toBeHidden();
  const rolled = await shown.getByLabel(`Signing secret of ${receiver.url}/e2e`).inputValue();
  expect(rolled).toMatch(/^whsec_/);
  expect(rolled).not.toBe(secret);
  await shown.getByRole('button', { name: 'I have copied it' }).click();

  // Editing keeps the endpoint and its secret; the events follow the new filter.
  await card.getByRole('button', { name: `Edit ${receiver.url}/e2e` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit webhook endpoint' });
  await expect(edit.getByLabel('Endpoint URL')).toBeFocused();
  await edit.getByRole('checkbox', { name: /Vote added/ }).uncheck();
  await edit.getByRole('checkbox', { name: /Comment added/ }).check();
  await edit.getByRole('button', { name: 'Save endpoint' }).click();
  await expect(edit).toBeHidden();
  await expect(list).toContainText('idea.created, comment.created');
  expect(await hasHorizontalScroll(page)).toBe(false);

  await card.getByRole('button', { name: `Delete ${receiver.url}/e2e` }).click();
  const remove = page.getByRole('dialog', { name: 'Delete webhook endpoint' });
  await remove.getByRole('button', { name: 'Delete endpoint' }).click();
  await expect(remove).toBeHidden();
  await expect(card.getByText('No webhook endpoints yet.')).toBeVisible();
  expect(problems).toEqual([]);
});
