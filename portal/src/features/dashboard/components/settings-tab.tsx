import type { Company } from '@sayso/api/contract';
import styled from 'styled-components';
import { theme } from '@/styles/theme';
import { CategoriesCard } from './categories-card';
import { CompanyProfileForm } from './company-profile-form';
import { CustomDomainCard } from './custom-domain-card';
import { DangerZone } from './danger-zone';

/** Tab 2: the profile form, the categories, then the Danger Zone. */
export function SettingsTab({ company }: { company: Company }) {
  return (
    <Stack>
      <CompanyProfileForm company={company} />
      <CategoriesCard company={company} />
      <CustomDomainCard company={company} />
      <DangerZone company={company} />
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
`;
