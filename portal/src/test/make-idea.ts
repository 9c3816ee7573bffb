/** A factory for idea fixtures (the contract calls the type Idea), shared by unit tests. */
import type { Idea, InboxIdea } from '@sayso/api/contract';

let nextId = 1;

export function makeIdea(overrides: Partial<Idea> = {}): Idea {
  const id = overrides.id ?? nextId++;
  return {
    id,
    title: `Idea number ${id}`,
    description: `A description for idea ${id}`,
    descriptionHtml: `<p>A description for idea ${id}</p>`,
    status: 'idea',
    category: 'other',
    categoryId: null,
    boardId: 1,
    private: false,
    held: false,
    votes: 0,
    comments: 0,
    commenters: [],
    companyId: 1,
    createdBy: null,
    authorName: null,
    createdAt: new Date(Date.UTC(2025, 0, 1) + id * 60_000).toISOString(),
    timeAgo: 'just now',
    editedAt: null,
    voted: false,
    eta: null,
    attachments: [],
    ...overrides,
  };
}

/** An inbox row: the idea without the board's per-viewer fields, plus the inbox's own. */
export function makeInboxIdea(overrides: Partial<InboxIdea> = {}): InboxIdea {
  const { commenters, companyId, createdBy, timeAgo, voted, ...idea } = makeIdea(overrides);
  return {
    ...idea,
    lastActivityAt: idea.createdAt,
    lastActivityAgo: '2 hours ago',
    newComments: false,
    tags: [],
    voterMrrCents: 0,
    ...overrides,
  };
}
