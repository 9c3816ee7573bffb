/** The owner's writes: company profile, images, custom domain, board settings and the company itself. */
import type {
  Company,
  CompanySettings,
  CompanySettingsInput,
  CustomDomain,
  UpdateCompanyInput,
  UploadType,
} from '@sayso/api/contract';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';

export function updateCompany(companyId: number, input: UpdateCompanyInput) {
  return api.patch<Company>(apiPaths.companyById(companyId).root(), input);
}

export function deleteCompany(companyId: number) {
  return api.delete<{ ok: true }>(apiPaths.companyById(companyId).root());
}

/** The upload's image: the file itself, or a compressed data URL (spec section 9). */
export type UploadSource = { file: File } | { base64Data: string };

const TYPE_NAME: Record<UploadType, string> = { logo: 'logo', cover: 'cover' };

/** POST /api/upload; resolves with the stored image's URL. */
export async function uploadImage(
  type: UploadType,
  companySlug: string,
  source: UploadSource,
): Promise<string> {
  const form = new FormData();
  if ('file' in source) form.append('image', source.file);
  else form.append('base64Data', source.base64Data);
  form.append('type', type);
  form.append('companySlug', companySlug);
  const answer = await api.upload<unknown>(apiPaths.upload, form);
  const imageUrl = (answer as { imageUrl?: unknown } | null)?.imageUrl;
  if (typeof imageUrl !== 'string' || !imageUrl) {
    throw new Error(`Failed to parse server response for ${TYPE_NAME[type]} upload`);
  }
  return imageUrl;
}

/** The owner's custom domain (White-label); null when none is set. 404 when the server has them off. */
export const customDomainKey = (companyId: number) => apiPaths.companyById(companyId).domain();

export function setCustomDomain(companyId: number, domain: string) {
  return api.put<CustomDomain>(customDomainKey(companyId), { domain });
}

export function verifyCustomDomain(companyId: number) {
  return api.post<CustomDomain>(`${customDomainKey(companyId)}/verify`);
}

export function removeCustomDomain(companyId: number) {
  return api.delete<{ ok: true }>(customDomainKey(companyId));
}

/** GET/PATCH /api/companies/{id}/settings: the owner's board settings as stored. */
export const settingsKey = (companyId: number) => apiPaths.companyById(companyId).settings();

export function updateSettings(companyId: number, input: CompanySettingsInput) {
  return api.patch<CompanySettings>(settingsKey(companyId), input);
}
