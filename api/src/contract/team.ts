/**
 * Team accounts (Business): who is on a company's team, what each role may do, and the calls
 * of /api/companies/{id}/team and /api/team/accept (docs/api.md, Team).
 */
import { z } from 'zod';
import { emailSchema } from './fields';
import type { IdeaAction, TeamPosition, TeamRole } from './labels';
import { TEAM_ROLES } from './labels';
import type { PlanId } from './plans';

/** How far each position reaches: a role may do everything the roles below it may. */
export const TEAM_RANK: Record<TeamPosition, number> = { member: 1, admin: 2, owner: 3 };

/** `position` may do what `least` may (owner ⊇ admin ⊇ member). */
export function reaches(position: TeamPosition | null | undefined, least: TeamPosition): boolean {
  return position != null && TEAM_RANK[position] >= TEAM_RANK[least];
}

export const TEAM_ROLE_LABELS: Record<TeamPosition, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

/**
 * What a team may do, each with the least role the server requires for it
 * (`requireCompanyPermission` in api/src/domains/team/authorization.ts checks exactly this table).
 * The role texts of the invitation form and e-mail are made from it, never written apart.
 */
export const TEAM_PERMISSIONS = {
  seeTeamViews: { least: 'member', text: 'see private ideas, the inbox and the history of ideas' },
  triageIdeas: { least: 'member', text: 'set the status, privacy and category of ideas' },
  deleteIdeas: { least: 'member', text: 'delete ideas' },
  approveIdeas: { least: 'member', text: 'approve ideas held for review' },
  editIdeas: { least: 'admin', text: 'edit the title and description of ideas' },
  mergeIdeas: { least: 'admin', text: 'merge and unmerge ideas' },
  hideComments: { least: 'admin', text: 'hide comments' },
  companySettings: { least: 'admin', text: 'change the company page and settings' },
  publishChangelog: { least: 'admin', text: 'write and publish the changelog' },
  manageTeam: { least: 'owner', text: 'invite and remove team members' },
  deleteCompany: { least: 'owner', text: 'delete the company' },
} as const satisfies Record<string, { least: TeamPosition; text: string }>;
export type TeamPermission = keyof typeof TEAM_PERMISSIONS;

/** The permissions `position` has, in the table's order. */
export function permissionsOf(position: TeamPosition): TeamPermission[] {
  return (Object.keys(TEAM_PERMISSIONS) as TeamPermission[]).filter((permission) =>
    reaches(position, TEAM_PERMISSIONS[permission].least),
  );
}

/** "Can a, b and c", from the table: what the invitation form and e-mail say of a role. */
export function teamRoleHint(position: TeamPosition): string {
  const texts = permissionsOf(position).map((permission) => TEAM_PERMISSIONS[permission].text);
  const list =
    texts.length > 1 ? `${texts.slice(0, -1).join(', ')} and ${texts[texts.length - 1]}` : texts[0];
  return `Can ${list}`;
}

/** What each role may do, as the Team card, the invitation e-mail and docs/api.md say it. */
export const TEAM_ROLE_HINTS: Record<TeamPosition, string> = {
  owner: teamRoleHint('owner'),
  admin: teamRoleHint('admin'),
  member: teamRoleHint('member'),
};

/** An invitation link lives this long (single use). */
export const TEAM_INVITE_DAYS = 7;

export const TEAM_MESSAGES = {
  notOnTeam: "You don't have permission to manage this company",
  needsAdmin: 'Only the company owner or an admin can do this',
  needsOwner: 'Only the company owner can do this',
  invalidInvite: 'This invitation is invalid, used or expired. Please ask for a new one.',
  wrongAccount: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
  ownsCompany: 'You already own a company page; a person can be on one company only.',
  onAnotherTeam: "You are already on another company's team; leave it first.",
  alreadyOnTeam: 'This person is already on the team',
  alreadyInvited: 'An invitation to this address is already pending',
  ownerEmail: 'The owner is already on the team',
  memberNotFound: 'Team member not found',
  inviteNotFound: 'Invitation not found',
  transferToAdmin: 'Ownership can only go to an admin of the team',
} as const;

export const teamInviteSchema = z.object({
  email: emailSchema,
  role: z.enum(TEAM_ROLES, { message: 'Role must be admin or member' }),
});
export type TeamInviteInput = z.infer<typeof teamInviteSchema>;

export const teamRoleSchema = z.object({
  role: z.enum(TEAM_ROLES, { message: 'Role must be admin or member' }),
});

export const acceptInviteSchema = z.object({
  token: z
    .string()
    .trim()
    .min(1, 'The invitation link is missing its token')
    .max(200, TEAM_MESSAGES.invalidInvite),
});

export const transferOwnershipSchema = z.object({
  userId: z.number({ message: 'Please choose the admin who becomes the owner' }).int().positive(),
});

/** One person on the team (the owner too), as the Team card lists them. */
export interface TeamMember {
  userId: number;
  name: string;
  email: string;
  role: TeamPosition;
  /** When they joined (the company's creation for the owner). */
  since: string;
}

export interface TeamInvite {
  id: number;
  email: string;
  role: TeamRole;
  expiresAt: string;
  createdAt: string;
}

/** GET /api/companies/{id}/team: everyone on it and the pending invitations. */
export interface Team {
  members: TeamMember[];
  invites: TeamInvite[];
}

/** GET /api/companies/{id}/team/me: the caller's own role, as the dashboard shows what it may. */
export interface TeamMe {
  role: TeamPosition;
  /** The company's plan (its owner's), which greys the dashboard's controls. */
  plan: PlanId;
}

/** POST /api/team/accept: where the new member's dashboard is. */
export interface AcceptedInvite {
  companySlug: string;
  role: TeamRole;
}

/** One line of an idea's history, shown to the team on the idea page. */
export interface IdeaActivityEntry {
  id: number;
  action: IdeaAction;
  /** For status changes, the status before and after; privacy as 'true'/'false'. */
  fromValue: string | null;
  toValue: string | null;
  /** Who did it; null once that account is gone. */
  userName: string | null;
  createdAt: string;
  timeAgo: string;
}
