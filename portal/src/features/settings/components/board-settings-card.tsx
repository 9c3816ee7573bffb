import {
  BOARD_THEMES,
  type CompanyPage,
  type CompanySettings,
  type CompanySettingsInput,
  IDEA_SORTS,
  type IdeaSort,
  type PlanId,
  STATUS_LABEL_MAX,
  STATUS_LABELS,
  STATUSES,
  type Status,
  WELCOME_TEXT_MAX,
} from '@sayso/api/contract';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import styled from 'styled-components';
import useSWR, { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ColorInput } from '@/components/ui/color-input';
import { FieldGroup, FieldLegend, Input, Select, Textarea } from '@/components/ui/field';
import { PlanGate } from '@/components/ui/plan-gate';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { boardKeys } from '@/lib/board/board-api';
import { SORT_LABELS } from '@/lib/board/board-settings';
import { hasErrors, serverFieldErrors } from '@/lib/form-errors';
import { media, palettes, theme } from '@/styles/theme';
import { settingsKey, updateSettings } from '../api/settings-api';
import {
  draftOf,
  editableFields,
  type SettingsDraft,
  type SettingsErrors,
  type SettingsField,
  settingsPatch,
} from '../lib/board-settings-draft';

const THEME_LABELS: Record<(typeof BOARD_THEMES)[number], string> = { light: 'Light', dark: 'Dark' };

/** 'Board & Branding': the owner's board settings, loaded and saved (Company Settings tab). */
export function BoardSettingsCard({
  company,
  plan,
}: {
  company: Pick<CompanyPage, 'id' | 'slug'>;
  plan: PlanId;
}) {
  const { data, error } = useSWR<CompanySettings>(settingsKey(company.id));
  const { mutate } = useSWRConfig();
  const { toast } = useToast();

  async function save(input: CompanySettingsInput): Promise<SettingsErrors | undefined> {
    try {
      const saved = await updateSettings(company.id, input);
      await Promise.all([
        mutate(settingsKey(company.id), saved, false),
        mutate(boardKeys.company(company.slug)),
      ]);
      toast({ title: 'Success', description: 'Board settings updated successfully', variant: 'success' });
      return undefined;
    } catch (failure) {
      const issues = serverFieldErrors<SettingsField>(failure);
      if (hasErrors(issues)) return issues;
      toast({
        title: 'Error',
        description: errorMessage(failure, 'Failed to update board settings'),
        variant: 'destructive',
      });
      return undefined;
    }
  }

  return (
    <Card as="section" aria-labelledby="board-settings-title">
      <CardHeader>
        <CardTitle id="board-settings-title">Board &amp; Branding</CardTitle>
        <CardDescription>
          How your public board, idea pages, roadmap and widget look and read.
        </CardDescription>
      </CardHeader>
      <CardBody>
        {error ? (
          <p role="alert">{errorMessage(error, 'Board settings could not be loaded')}</p>
        ) : !data ? (
          <Skeleton $height="240px" />
        ) : (
          <BoardSettingsForm settings={data} plan={plan} onSave={save} />
        )}
      </CardBody>
    </Card>
  );
}

/** The form itself: each group behind its plan (greyed with the upgrade note below it). */
export function BoardSettingsForm({
  settings,
  plan,
  onSave,
}: {
  settings: CompanySettings;
  plan: PlanId;
  /** Answers the server's field messages, if any. */
  onSave: (input: CompanySettingsInput) => Promise<SettingsErrors | undefined>;
}) {
  const [draft, setDraft] = useState<SettingsDraft>(() => draftOf(settings));
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [saving, setSaving] = useState(false);
  const ids = useId();
  const editable = editableFields(plan).length > 0;

  const set = <K extends SettingsField>(field: K, value: SettingsDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const toggleStatus = (status: Status, shown: boolean) =>
    set('statuses', shown ? [...draft.statuses, status] : draft.statuses.filter((s) => s !== status));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const patch = settingsPatch(plan, draft);
    if (patch.errors) return setErrors(patch.errors);
    setErrors({});
    setSaving(true);
    try {
      const issues = await onSave(patch.data);
      if (issues) setErrors(issues);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form onSubmit={submit} noValidate aria-labelledby="board-settings-title">
      <Group title="Board" id={`${ids}-board`}>
        <PlanGate plan={plan} entitlement="advancedCustomisation" feature="Board customisation">
          <Fields>
            <Textarea
              label="Welcome text"
              value={draft.welcomeText}
              maxLength={WELCOME_TEXT_MAX}
              rows={3}
              error={errors.welcomeText}
              hint={`Shown above your ideas. ${draft.welcomeText.length}/${WELCOME_TEXT_MAX}`}
              onChange={(event) => set('welcomeText', event.target.value)}
            />
            <Select
              label="Default sort"
              value={draft.defaultSort}
              error={errors.defaultSort}
              onChange={(event) => set('defaultSort', event.target.value as IdeaSort)}
            >
              {IDEA_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </Select>
            <FieldGroup aria-describedby={errors.statuses ? `${ids}-statuses-error` : undefined}>
              <FieldLegend>Statuses shown on the board</FieldLegend>
              <Options>
                {STATUSES.map((status) => (
                  <Checkbox
                    key={status}
                    label={STATUS_LABELS[status]}
                    checked={draft.statuses.includes(status)}
                    onChange={(event) => toggleStatus(status, event.target.checked)}
                  />
                ))}
              </Options>
              {errors.statuses && (
                <ErrorText id={`${ids}-statuses-error`} role="alert">
                  {errors.statuses}
                </ErrorText>
              )}
            </FieldGroup>
            <FieldGroup>
              <FieldLegend>Status labels</FieldLegend>
              <LabelGrid>
                {STATUSES.map((status) => (
                  <Input
                    key={status}
                    label={`Label for ${STATUS_LABELS[status]}`}
                    placeholder={STATUS_LABELS[status]}
                    maxLength={STATUS_LABEL_MAX}
                    value={draft.statusLabels[status]}
                    onChange={(event) =>
                      set('statusLabels', { ...draft.statusLabels, [status]: event.target.value })
                    }
                  />
                ))}
              </LabelGrid>
              <Hint>Empty shows the standard label.</Hint>
              {errors.statusLabels && <ErrorText role="alert">{errors.statusLabels}</ErrorText>}
            </FieldGroup>
          </Fields>
        </PlanGate>
      </Group>

      <Group title="Branding" id={`${ids}-branding`}>
        <PlanGate plan={plan} entitlement="customBranding">
          <Fields>
            <ColorInput
              label="Accent colour"
              value={draft.accentColor}
              fallback={palettes.light.brand}
              pickerLabel="Pick accent colour"
              placeholder={palettes.light.brand}
              error={errors.accentColor}
              hint="Empty uses Sayso's colour."
              onValueChange={(value) => set('accentColor', value)}
            />
            <div>
              <Button type="button" variant="outline" size="sm" onClick={() => set('accentColor', '')}>
                Reset to Sayso&rsquo;s colour
              </Button>
            </div>
            <FieldGroup role="radiogroup" aria-labelledby={`${ids}-theme`}>
              <FieldLegend id={`${ids}-theme`}>Theme</FieldLegend>
              <Options>
                {BOARD_THEMES.map((value) => (
                  <Radio key={value}>
                    <input
                      type="radio"
                      name={`${ids}-theme`}
                      value={value}
                      checked={draft.theme === value}
                      onChange={() => set('theme', value)}
                    />
                    <span>{THEME_LABELS[value]}</span>
                  </Radio>
                ))}
              </Options>
              {errors.theme && <ErrorText role="alert">{errors.theme}</ErrorText>}
            </FieldGroup>
          </Fields>
        </PlanGate>
      </Group>

      <Group title="Roadmap" id={`${ids}-roadmap`}>
        <PlanGate plan={plan} entitlement="privateRoadmaps" feature="A private roadmap">
          <Checkbox
            label="Make the roadmap private"
            checked={draft.roadmapPrivate}
            onChange={(event) => set('roadmapPrivate', event.target.checked)}
          />
        </PlanGate>
      </Group>

      {editable && (
        <div>
          <Button type="submit" loading={saving}>
            Save Settings
          </Button>
        </div>
      )}
    </Form>
  );
}

function Group({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <GroupRoot aria-labelledby={id}>
      <GroupTitle id={id}>{title}</GroupTitle>
      {children}
    </GroupRoot>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[6]};
`;

const GroupRoot = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`;

const GroupTitle = styled.h3`
  font-size: ${theme.font.size.md};
  font-weight: ${theme.font.weight.semibold};
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[5]};
`;

const LabelGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[3]};
  ${media.mobile} { grid-template-columns: minmax(0, 1fr); }
`;

const Hint = styled.p`
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textMuted};
`;

const ErrorText = styled.p`
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.danger};
`;

const Radio = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.font.size.sm};
  cursor: pointer;
  input { width: 16px; height: 16px; margin: 0; accent-color: ${theme.colors.brand}; cursor: pointer; }
`;
