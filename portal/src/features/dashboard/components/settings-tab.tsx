import type { Company, PlanId } from '@sayso/api/contract';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { ApiKeysCard } from './api-keys-card';
import { BoardSettingsCard } from './board-settings-card';
import { CategoriesCard } from './categories-card';
import { CompanyProfileForm } from './company-profile-form';
import { CustomDomainCard } from './custom-domain-card';
import { DangerZone } from './danger-zone';
import { SupportCard } from './support-card';

/**
 * Tab 2: the profile form, the board settings, categories, domain and support (by plan), then the
 * Danger Zone.
 */
export function SettingsTab({ company, plan = 'free' }: { company: Company; plan?: PlanId }) {
  return (
    <Stack>
      <CompanyProfileForm company={company} />
      <BoardSettingsCard company={company} plan={plan} />
      <CategoriesCard company={company} plan={plan} />
      <CustomDomainCard company={company} plan={plan} />
      <SupportCard plan={plan} />
      <ApiKeysCard company={company} />
      <DangerZone company={company} />
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
`;
