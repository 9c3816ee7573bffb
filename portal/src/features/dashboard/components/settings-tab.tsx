import type { Company, PlanId } from '@sayso/api/contract';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { BoardSettingsCard } from './board-settings-card';
import { CategoriesCard } from './categories-card';
import { CompanyProfileForm } from './company-profile-form';
import { CustomDomainCard } from './custom-domain-card';
import { DangerZone } from './danger-zone';
import { DataCard } from './data-card';
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
      <DataCard company={company} plan={plan} />
      <DangerZone company={company} />
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
`;
