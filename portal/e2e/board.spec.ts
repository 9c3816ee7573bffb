import { expect, test } from '@playwright/test';
import { addIdea, createCompany, hasHorizontalScroll, watchConsole } from './board-helpers';

test.describe('public company board', () => {
  test('a visitor submits an idea anonymously and sees it in the list', async ({ page, request }) => {
    const company = await createCompany(request);
    const problems = watchConsole(page);
    await page.goto(`/company/${company.slug}`);
    await expect(page.getByRole('heading', { name: company.name, level: 1 })).toBeVisible();
    await expect(page.getByText('Be the first to suggest a feature for this company')).toBeVisible();
    // Issue 26: the empty state carries the action that fills it for visitors too (they submit
    // anonymously); the specification showed it to signed-in users only.
    await expect(page.getByRole('button', { name: 'Submit an Idea' })).toBeVisible();

    await page.getByRole('button', { name: 'Submit Idea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submit New Idea' });
    await expect(dialog.getByRole('tab', { name: 'Submit as User' })).toBeDisabled();
    await expect(dialog.getByRole('tab', { name: 'Submit Anonymously' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // The contract's messages show before anything is sent.
    await dialog.getByLabel('Title').fill('Hey');
    await dialog.getByRole('button', { name: 'Submit Idea' }).click();
    await expect(dialog.getByText('Title must be at least 5 characters')).toBeVisible();
    await expect(dialog.getByText('Please provide a more detailed description')).toBeVisible();

    await dialog.getByLabel('Title').fill('Keyboard shortcuts everywhere');
    await dialog.getByLabel('Description').fill('Power users want to vote and search without the mouse.');
    await dialog.getByLabel('Category').selectOption({ label: 'UX Improvements' });
    await dialog.getByLabel('Name (optional)').fill('Visitor Vera');
    await dialog.getByRole('button', { name: 'Submit Idea' }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText('Your feature idea has been submitted');
    // Issue 26: the visitor is taken to their idea's page; the board lists it too.
    await expect(page).toHaveURL(new RegExp(`/company/${company.slug}/ideas/\\d+$`));
    await expect(
      page.getByRole('heading', { name: 'Keyboard shortcuts everywhere', level: 1 }),
    ).toBeVisible();
    await page.getByRole('link', { name: '← Back to all ideas' }).click();
    const card = page.getByTestId('idea-card').filter({ hasText: 'Keyboard shortcuts everywhere' });
    await expect(card).toBeVisible();
    await expect(card.getByText('UX Improvements', { exact: false })).toBeVisible();
    await expect(page.getByRole('definition').first()).toHaveText('1'); // Total Ideas
    expect(problems).toEqual([]);
  });

  test('a visitor votes, reloads, and the vote stays', async ({ page, request }) => {
    const company = await createCompany(request);
    const idea = await addIdea(request, company.id, 'Vote persistence check');
    await page.goto(`/company/${company.slug}`);
    const vote = page.getByRole('button', { name: `Vote for ${idea.title}`, exact: true });
    await expect(vote).toBeEnabled();
    await expect(vote).toContainText('0');
    await vote.click();
    await expect(vote).toBeDisabled();
    await expect(vote).toContainText('1');

    await page.reload();
    await expect(vote).toBeDisabled();
    await expect(vote).toContainText('1');
  });

  test('a search with no hit shows the filtered empty state', async ({ page }) => {
    await page.goto('/company/demo');
    await expect(page.getByTestId('idea-card').first()).toBeVisible();
    await page.getByPlaceholder('Search ideas...').fill('zz-no-such-idea-zz');
    await expect(page.getByText('No feature requests found')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search query')).toBeVisible();
    await page.getByRole('button', { name: 'Reset Filters' }).click();
    await expect(page.getByPlaceholder('Search ideas...')).toHaveValue('');
    await expect(page.getByTestId('idea-card').first()).toBeVisible();
  });

  test('Load More shows five more cards, and a filter goes back to the first page', async ({ page }) => {
    await page.goto('/company/demo');
    const cards = page.getByTestId('idea-card');
    await expect(cards).toHaveCount(5);
    await page.getByRole('button', { name: 'Load More' }).click();
    expect(await cards.count()).toBeGreaterThan(5);
    await page.getByRole('checkbox', { name: 'Completed' }).check();
    await expect(page.getByRole('checkbox', { name: 'All Statuses' })).not.toBeChecked();
    for (const card of await cards.all()) await expect(card.getByLabel('Completed')).toBeVisible();
  });

  test('sorting by Newest puts the latest idea first', async ({ page, request }) => {
    const company = await createCompany(request);
    await addIdea(request, company.id, 'Older idea first');
    const newest = await addIdea(request, company.id, 'Newest idea last');
    await page.goto(`/company/${company.slug}`);
    await page.getByLabel('Sort by').selectOption({ label: 'Newest' });
    await expect(page.getByTestId('idea-card').first()).toContainText(newest.title);
  });

  test('the board at phone width has dropdown filters and no sideways scroll', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/company/demo');
    await expect(page.getByTestId('idea-card').first()).toBeVisible();
    // Issue 26: the filters fold behind a Filters button so the ideas come first.
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Category' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reset Filters' })).toHaveCount(0);
    // Short status labels on small screens.
    await expect(
      page
        .getByTestId('idea-card')
        .getByText(/^(Plan|In Prog|Done|Idea)$/)
        .first(),
    ).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
    await expect(page.getByTestId('idea-card').first()).toContainText('Done');
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    expect(await hasHorizontalScroll(page)).toBe(false);
  });

  test('a dismissed welcome card stays dismissed after a reload', async ({ page }) => {
    await page.goto('/company/demo');
    const welcome = page.getByRole('heading', { name: /Sayso Demo.s Feedback Page/ });
    await expect(welcome).toBeVisible();
    await page.getByRole('button', { name: 'Dismiss welcome message' }).click();
    await expect(welcome).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sayso Demo', level: 1 })).toBeVisible();
    await expect(welcome).toBeHidden();
  });

  test('an unknown company shows the not-found page', async ({ page }) => {
    await page.goto('/company/no-such-company-here');
    await expect(page.getByRole('heading', { name: 'Company not found' })).toBeVisible();
    await expect(
      page.getByText("The company you're looking for doesn't exist or you don't have permission to view it."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
