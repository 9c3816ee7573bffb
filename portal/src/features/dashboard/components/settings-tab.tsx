import type { Company, PlanId, TeamPosition } from '@sayso/api/contract';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { ownsSettings } from '../lib/dashboard-access';
import { ApiKeysCard } from './api-keys-card';
import { BoardSettingsCard } from './board-settings-card';
import { CategoriesCard } from './categories-card';
import { CompanyProfileForm } from './company-profile-form';
import { CustomDomainCard } from './custom-domain-card';
import { DangerZone } from './danger-zone';
import { DataCard } from './data-card';
import { IdentifyCard } from './identify-card';
import { ModerationCard } from './moderation-card';
import { SupportCard } from './support-card';
import { TeamCard } from './team-card';
import { WebhooksCard } from './webhooks-card';

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
