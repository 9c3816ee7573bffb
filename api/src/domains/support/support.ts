/**
 * Priority support (Pro and Business): the dashboard's form e-mails the operator's
 * SUPPORT_EMAIL through the outbox, tagged with the plan, with Reply-To the owner's address.
 */
import { eq } from 'drizzle-orm';
import { type Entitlement, PLANS, type PlanId, type SupportRequest } from '../../contract';
import { type Db, first } from '../../db/engine';
import { type CompanyRow, companies, type UserRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';
import type { MailMessage } from '../outbox/mailer';
import { enqueueEmail } from '../outbox/outbox';
import { ownerPlan, requireEntitlement } from '../plans/plans';

const ENTITLEMENT: Entitlement = 'prioritySupport';

/** The signed-in user's company: only a company owner has a plan to be supported on. */
async function ownedCompany(db: Db, user: UserRow): Promise<CompanyRow> {
  const company = first(await db.select().from(companies).where(eq(companies.ownerId, user.id)));
  if (!company) throw new ApiError(403, 'Only a company owner can contact support');
  return company;
}

export function supportEmail(
  to: string,
  owner: Pick<UserRow, 'name' | 'email'>,
  company: Pick<CompanyRow, 'name' | 'slug'>,
  plan: PlanId,
  request: SupportRequest,
): MailMessage {
  const planName = PLANS[plan].name;
  return {
    to,
    subject: `[Sayso ${planName}] ${request.subject}`,
    headers: { 'Reply-To': owner.email },
    text: `From: ${owner.name} <${owner.email}>
Company: ${company.name} (${company.slug})
Plan: ${planName}

${request.message}
`,
  };
}

/**
 * Checks who asks (a company owner, on a plan with Priority support) and queues the message.
 * `to` undefined: this install has no SUPPORT_EMAIL, so there is nobody to send to.
 */
export async function assertCanContactSupport(
  db: Db,
  user: UserRow,
  to: string | undefined,
): Promise<{ company: CompanyRow; plan: PlanId; to: string }> {
  const company = await ownedCompany(db, user);
  const plan = ownerPlan(user);
  requireEntitlement(plan, ENTITLEMENT);
  if (!to) throw new ApiError(503, 'Support by e-mail is not set up on this server (SUPPORT_EMAIL)');
  return { company, plan, to };
}

export async function sendSupportRequest(
  db: Db,
  user: UserRow,
  target: { company: CompanyRow; plan: PlanId; to: string },
  request: SupportRequest,
): Promise<void> {
  await enqueueEmail(db, supportEmail(target.to, user, target.company, target.plan, request));
}
