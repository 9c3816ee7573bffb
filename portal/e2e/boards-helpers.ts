/** Helpers for issue 27's end-to-end tests: a Pro company with several boards and ideas on each. */
import { type APIRequestContext, expect } from '@playwright/test';
import { addIdea, createCompany, subscribeTo } from './board-helpers';

export interface TestBoard {
  id: number;
  name: string;
  slug: string;
  description: string | null;
}

/** The boards `slug`'s company shows the caller of `request`, in switcher order. */
export async function publicBoards(request: APIRequestContext, slug: string): Promise<TestBoard[]> {
  const response = await request.get(`/api/companies/${slug}/boards`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TestBoard[];
}

/** A new board through the team's API (the owner signed in on `request`); it answers every board. */
export async function createBoard(
  request: APIRequestContext,
  companyId: number,
  data: { name: string; slug: string; description?: string; visibility?: 'public' | 'team' },
): Promise<TestBoard> {
  const response = await request.post(`/api/companies/${companyId}/boards`, { data });
  expect(response.status(), await response.text()).toBe(201);
  const created = ((await response.json()) as TestBoard[]).find((board) => board.slug === data.slug);
  if (!created) throw new Error(`board ${data.slug} missing from the answer`);
  return created;
}

/** An idea on one board (board-helpers addIdea); `status` set by the owner on `request`. */
export async function addIdeaOn(
  request: APIRequestContext,
  companyId: number,
  boardId: number,
  title: string,
  status?: 'planned' | 'in_progress' | 'completed',
) {
  const idea = await addIdea(request, companyId, title, boardId);
  if (status) {
    const changed = await request.patch(`/api/features/${idea.id}`, { data: { status } });
    expect(changed.status(), await changed.text()).toBe(200);
  }
  return idea;
}

/**
 * A Pro company (owner on `request`) with its default board, a public "Mobile app" board and a
 * team-only "Internal" board; one planned idea on each of the first two.
 */
export async function companyWithBoards(request: APIRequestContext, baseURL: string | undefined) {
  const company = await createCompany(request, `Twoboard ${Date.now().toString(36)}`);
  await subscribeTo(request, baseURL, 'pro');
  const mobile = await createBoard(request, company.id, {
    name: 'Mobile app',
    slug: 'mobile-app',
    description: 'Ideas for the iOS and Android apps.',
  });
  const internal = await createBoard(request, company.id, {
    name: 'Internal',
    slug: 'internal',
    visibility: 'team',
  });
  const [main] = await publicBoards(request, company.slug);
  if (!main) throw new Error('the company has no default board');
  const mainIdea = await addIdeaOn(request, company.id, main.id, 'Web dashboard export', 'planned');
  const mobileIdea = await addIdeaOn(request, company.id, mobile.id, 'Offline mode on phones', 'planned');
  return { ...company, main, mobile, internal, mainIdea, mobileIdea };
}
