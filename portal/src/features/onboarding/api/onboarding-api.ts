import type { Company, CompanyPage, CompanySettings, OnboardingProgress } from '@sayso/api/contract';
import useSWR, { useSWRConfig } from 'swr';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

/**
 * What the server can tell is done (logo or colours, widget seen elsewhere, teammate invited);
 * asked only when `enabled` (the owner's list: anyone else would be refused).
 */
export function useOnboardingProgress(companyId: number, enabled: boolean) {
  return useSWR<OnboardingProgress>(enabled ? apiPaths.companyById(companyId).onboarding() : null);
}

/** The company's public answer (shared with the dashboard's header, so a new logo shows there too). */
export function useCompanyPage(slug: string) {
  return useSWR<CompanyPage>(apiPaths.company(slug).root());
}

/** Uploads the logo image; resolves with its URL. */
export async function uploadLogo(companySlug: string, file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  form.append('type', 'logo');
  form.append('companySlug', companySlug);
  const answer = await api.upload<{ imageUrl?: string }>(apiPaths.upload, form);
  if (!answer?.imageUrl) throw new Error('Failed to upload logo');
  return answer.imageUrl;
}

export function saveLogo(companyId: number, logoUrl: string) {
  return api.patch<Company>(apiPaths.companyById(companyId).root(), { logoUrl });
}

/** The accent colour (Custom branding: the server answers 403 on a plan without it). */
export function saveAccentColor(companyId: number, accentColor: string) {
  return api.patch<CompanySettings>(apiPaths.companyById(companyId).settings(), { accentColor });
}

/** Refreshes the checklist and every copy of the company after a step changed it. */
export function useRefreshOnboarding(companyId: number, slug: string) {
  const { mutate } = useSWRConfig();
  return () =>
    Promise.all([
      mutate(apiPaths.companyById(companyId).onboarding()),
      mutate(apiPaths.company(slug).root()),
    ]);
}
