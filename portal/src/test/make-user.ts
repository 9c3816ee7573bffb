/** A factory for signed-in user fixtures: a free-plan company owner unless told otherwise. */
import type { PublicUser } from '@sayso/api/contract';

export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 1,
    name: 'Owner',
    email: 'owner@example.com',
    emailVerified: true,
    username: 'owner',
    companySlug: 'acme',
    isCompanyOwner: true,
    subscriptionPlan: 'free',
    monthlySubmissionsUsed: 0,
    monthlySubmissionLimit: 10,
    subscriptionUpdatedAt: null,
    subscriptionEndsAt: null,
    ...overrides,
  };
}
