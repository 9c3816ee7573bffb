/**
 * What the dashboard shows each role (docs/api.md, Team): members triage (Feature Requests);
 * admins also read the Insights, edit the settings and see the sharing code; billing, support, the team and the
 * Danger Zone are the owner's. The server refuses the rest anyway; this only hides it.
 */
import { reaches, type TeamPosition } from '@sayso/api/contract';

export const DASHBOARD_TABS = ['requests', 'settings', 'share', 'plan', 'insights'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

const LEAST_FOR_TAB: Record<DashboardTab, TeamPosition> = {
  requests: 'member',
  settings: 'admin',
  share: 'admin',
  plan: 'owner',
  insights: 'admin',
};

/** The tabs `role` may open, in their order. */
export function tabsFor(role: TeamPosition): DashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => reaches(role, LEAST_FOR_TAB[tab]));
}

/** The Company Settings cards only the owner gets: billing-bound support, the team, deletion. */
export function ownsSettings(role: TeamPosition): boolean {
  return role === 'owner';
}

/**
 * The dashboard's sidebar (issue 26): each section at its own URL, /dashboard/{slug}/{section},
 * in this order; who sees which follows the tabs above (the team and billing are the owner's).
 */
export const DASHBOARD_SECTIONS = [
  { id: 'inbox', label: 'Inbox', least: 'member' },
  { id: 'roadmap', label: 'Roadmap', least: 'member' },
  // Writing and publishing the changelog is the admins' (`publishChangelog`), so is its section.
  { id: 'changelog', label: 'Changelog', least: 'admin' },
  { id: 'insights', label: 'Insights', least: 'admin' },
  { id: 'team', label: 'Team', least: 'owner' },
  { id: 'settings', label: 'Settings', least: 'admin' },
  { id: 'billing', label: 'Billing', least: 'owner' },
] as const satisfies ReadonlyArray<{ id: string; label: string; least: TeamPosition }>;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number]['id'];

/** The sections `role` may open, in the sidebar's order. */
export function sectionsFor(role: TeamPosition) {
  return DASHBOARD_SECTIONS.filter((section) => reaches(role, section.least));
}

/** Where an old `?tab=` link (the tabbed dashboard before issue 26) now leads. */
export const SECTION_OF_TAB: Record<string, string> = {
  requests: 'inbox',
  settings: 'settings',
  share: 'settings/sharing',
  plan: 'billing',
  insights: 'insights',
};
