import { expect, test } from '@playwright/test';
import { createCompany, signUp, watchConsole } from './board-helpers';

test('the idea detail shows the thread, and a signed-in user adds a comment', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/company/demo');
  const first = page.getByTestId('idea-card').first();
  const title = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('link', { name: title }).click();

  await expect(page).toHaveURL(/\/company\/demo\/ideas\/\d+$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('comment-thread').getByRole('listitem').first()).toBeVisible();
  // Signed out: a prompt to log in (or, issue 26, to comment as a guest) instead of the box.
  await expect(
    page.getByText('Log in to join the discussion, or comment as a guest with your name and e-mail.'),
  ).toBeVisible();
  await expect(page.getByLabel('Add a comment')).toHaveCount(0);

  await signUp(page.request, 'Commenting Cleo');
  await page.reload();
  const box = page.getByLabel('Add a comment');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expect(page.getByText('Comment cannot be empty')).toBeVisible();
  await box.fill('Adding my voice: this would help us every week.');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  const thread = page.getByTestId('comment-thread');
  await expect(thread.getByText('Adding my voice: this would help us every week.')).toBeVisible();
  await expect(thread.getByText('Commenting Cleo')).toBeVisible();
  await expect(box).toHaveValue('');
  expect(problems).toEqual([]);
});

test('voting from the idea detail', async ({ page }) => {
  await page.goto('/company/demo');
  const card = page.getByTestId('idea-card').last();
  const title = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('link', { name: title }).click();
  const vote = page.getByRole('button', { name: `Vote for ${title}`, exact: true });
  const before = Number(await vote.getByTestId('vote-count').textContent());
  await vote.click();
  await expect(vote).toBeDisabled();
  await expect(vote.getByTestId('vote-count')).toHaveText(String(before + 1));
  await page.getByRole('link', { name: '← Back to all ideas' }).click();
  await expect(page.getByRole('button', { name: `Vote for ${title}`, exact: true })).toBeDisabled();
});

test('an unknown idea shows a not-found message', async ({ page }) => {
  await page.goto('/company/demo/ideas/987654');
  await expect(page.getByRole('heading', { name: 'Idea not found' })).toBeVisible();
});

test('a long thread shows its first 50 comments and "Load more comments" for the rest', async ({ page }) => {
  const { slug, id: companyId } = await createCompany(page.request);
  const idea = await page.request.post('/api/features', {
    data: {
      companyId,
      title: 'A much discussed idea',
      description: 'Everyone has something to say about this one.',
      category: 'other',
    },
  });
  expect(idea.status(), await idea.text()).toBe(201);
  const { id } = (await idea.json()) as { id: number };
  for (let i = 1; i <= 53; i++) {
    const posted = await page.request.post(`/api/features/${id}/comments`, {
      data: { content: `Reply ${i}` },
    });
    expect(posted.status()).toBe(201);
  }
  await page.goto(`/company/${slug}/ideas/${id}`);
  const items = page.getByTestId('comment-thread').getByRole('listitem');
  await expect(items).toHaveCount(50);
  await expect(items.last()).toContainText('Reply 50');
  await page.getByRole('button', { name: 'Load more comments' }).click();
  await expect(items).toHaveCount(53);
  await expect(items.last()).toContainText('Reply 53');
  await expect(page.getByRole('button', { name: 'Load more comments' })).toHaveCount(0);
});
