/**
 * Small per-browser flags the spec keeps in localStorage. Every access is guarded: storage can
 * be unavailable (private mode, blocked third-party storage inside an iframe) and the board
 * must still work, it just forgets.
 */

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage refused: the server-side visitor cookie still prevents a second vote.
  }
}

const votedKey = (ideaId: number) => `voted-${ideaId}`;
const welcomeKey = (slug: string) => `sayso-welcome-dismissed-${slug}`;

/** The anonymous 'voted-{featureId}' flag of spec section 4. */
export function hasVotedFlag(ideaId: number): boolean {
  return read(votedKey(ideaId)) === 'true';
}

export function setVotedFlag(ideaId: number): void {
  write(votedKey(ideaId), 'true');
}

/** Whether this browser dismissed the welcome card of a company page. */
export function isWelcomeDismissed(slug: string): boolean {
  return read(welcomeKey(slug)) === 'true';
}

export function dismissWelcome(slug: string): void {
  write(welcomeKey(slug), 'true');
}
