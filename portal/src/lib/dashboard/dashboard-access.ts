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
