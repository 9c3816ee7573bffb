/**
 * What the checklist remembers in the owner's browser (issue 26): copying the board link and
 * marking the widget installed happen here, not on the server, and so does dismissing the list.
 * Per company, in localStorage; a browser that refuses storage simply forgets.
 */
export type RememberedStep = 'linkCopied' | 'widgetMarked' | 'dismissed';

const key = (companyId: number, step: RememberedStep) => `sayso-onboarding-${companyId}-${step}`;

export function remembered(companyId: number, step: RememberedStep): boolean {
  try {
    return localStorage.getItem(key(companyId, step)) === '1';
  } catch {
    return false;
  }
}

export function remember(companyId: number, step: RememberedStep): void {
  try {
    localStorage.setItem(key(companyId, step), '1');
  } catch {
    // Storage refused (private mode, quota): the step just shows as not done next time.
  }
}
