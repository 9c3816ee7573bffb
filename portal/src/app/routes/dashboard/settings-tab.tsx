import type { Company, PlanId, TeamPosition } from '@sayso/api/contract';
import styled from 'styled-components';
import { SupportCard } from '@/features/billing/components/support-card';
import { ApiKeysCard } from '@/features/integrations/components/api-keys-card';
import { IdentifyCard } from '@/features/integrations/components/identify-card';
import { WebhooksCard } from '@/features/integrations/components/webhooks-card';
import { BoardSettingsCard } from '@/features/settings/components/board-settings-card';
import { CategoriesCard } from '@/features/settings/components/categories-card';
import { CompanyProfileForm } from '@/features/settings/components/company-profile-form';
import { CustomDomainCard } from '@/features/settings/components/custom-domain-card';
import { DangerZone } from '@/features/settings/components/danger-zone';
import { DataCard } from '@/features/settings/components/data-card';
import { ModerationCard } from '@/features/settings/components/moderation-card';
import { TeamCard } from '@/features/team/components/team-card';
import { ownsSettings } from '@/lib/dashboard/dashboard-access';
import { theme } from '@/styles/theme';

/**
 * Tab 2: the profile form, the board settings, categories, domain and support (by plan), then the
 * owner's own cards: the team and the Danger Zone (an admin gets the settings alone).
 */
export function SettingsTab({
  company,
  plan = 'free',
  role = 'owner',
}: {
  company: Company;
  plan?: PlanId;
  role?: TeamPosition;
}) {
  const owner = ownsSettings(role);
  return (
    <Stack>
      <CompanyProfileForm company={company} />
      <BoardSettingsCard company={company} plan={plan} />
      <CategoriesCard company={company} plan={plan} />
      <ModerationCard company={company} />
      <CustomDomainCard company={company} plan={plan} />
      {owner && <TeamCard company={company} plan={plan} />}
      {owner && <SupportCard plan={plan} />}
      {owner && <ApiKeysCard company={company} />}
      {owner && <IdentifyCard company={company} />}
      {owner && <WebhooksCard company={company} />}
      <DataCard company={company} plan={plan} />
      {owner && <DangerZone company={company} />}
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
`;
