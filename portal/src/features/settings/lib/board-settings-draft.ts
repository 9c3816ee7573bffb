/**
 * The board settings form's values and the PATCH they become: only the settings the owner's
 * plan includes are sent (the server refuses the others with 403 anyway), checked first with the
 * contract's schema so the messages are the server's.
 */
import {
  type CompanySettings,
  type CompanySettingsInput,
  companySettingsSchema,
  type Entitlement,
  hasEntitlement,
  type PlanId,
  STATUSES,
  type Status,
} from '@sayso/api/contract';
import { collectErrors, type FieldErrors } from '@/lib/form-errors';

export interface SettingsDraft {
  welcomeText: string;
  defaultSort: CompanySettings['defaultSort'];
  statuses: Status[];
  /** Every status's custom label; empty for the standard one. */
  statusLabels: Record<Status, string>;
  /** '#rrggbb' as typed, or empty for Sayso's colour. */
  accentColor: string;
  theme: CompanySettings['theme'];
  roadmapPrivate: boolean;
}

export type SettingsField = keyof SettingsDraft;
export type SettingsErrors = FieldErrors<SettingsField>;

const FIELDS_OF: Record<
  Entitlement & ('advancedCustomisation' | 'customBranding' | 'privateRoadmaps'),
  SettingsField[]
> = {
  advancedCustomisation: ['welcomeText', 'defaultSort', 'statuses', 'statusLabels'],
  customBranding: ['accentColor', 'theme'],
  privateRoadmaps: ['roadmapPrivate'],
};

export function draftOf(settings: CompanySettings): SettingsDraft {
  return {
    welcomeText: settings.welcomeText ?? '',
    defaultSort: settings.defaultSort,
    statuses: [...settings.statuses],
    statusLabels: Object.fromEntries(
      STATUSES.map((status) => [status, settings.statusLabels[status] ?? '']),
    ) as Record<Status, string>,
    accentColor: settings.accentColor ?? '',
    theme: settings.theme,
    roadmapPrivate: settings.roadmapPrivate,
  };
}

/** The fields the plan lets the owner change. */
export function editableFields(plan: PlanId): SettingsField[] {
  return (Object.keys(FIELDS_OF) as (keyof typeof FIELDS_OF)[])
    .filter((entitlement) => hasEntitlement(plan, entitlement))
    .flatMap((entitlement) => FIELDS_OF[entitlement]);
}

/** `{ data }` to send, or `{ errors }` per field; nothing to send below every entitlement. */
export function settingsPatch(
  plan: PlanId,
  draft: SettingsDraft,
): { data: CompanySettingsInput; errors?: undefined } | { data?: undefined; errors: SettingsErrors } {
  const all = {
    welcomeText: draft.welcomeText.trim() === '' ? null : draft.welcomeText,
    defaultSort: draft.defaultSort,
    statuses: STATUSES.filter((status) => draft.statuses.includes(status)),
    statusLabels: Object.fromEntries(STATUSES.map((status) => [status, draft.statusLabels[status].trim()])),
    accentColor: draft.accentColor.trim() === '' ? null : draft.accentColor.trim(),
    theme: draft.theme,
    roadmapPrivate: draft.roadmapPrivate,
  };
  const sent = Object.fromEntries(editableFields(plan).map((field) => [field, all[field]]));
  const parsed = companySettingsSchema.safeParse(sent);
  if (!parsed.success) return { errors: collectErrors<SettingsField>(parsed.error.issues) };
  return { data: parsed.data };
}
