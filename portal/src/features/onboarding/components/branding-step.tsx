import type { CompanyPage, PlanId } from '@sayso/api/contract';
import { hasEntitlement } from '@sayso/api/contract';
import { type ChangeEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { palettes, theme } from '@/styles/theme';
import { saveAccentColor, saveLogo, uploadLogo } from '../api/onboarding-api';

// A literal value for the colour input (a CSS variable cannot be its value): Sayso's own accent.
const DEFAULT_ACCENT = palettes.light.brand;

interface Props {
  company: Pick<CompanyPage, 'id' | 'slug' | 'name' | 'logoUrl' | 'branding'>;
  plan: PlanId;
  onSaved: () => unknown;
}

/**
 * Logo and colours with a live preview of the board's header (issue 26): what the owner picks
 * shows at once, and is saved with one button. Colours are Custom branding (Pro and up).
 */
export function BrandingStep({ company, plan, onSaved }: Props) {
  const { toast } = useToast();
  const colours = hasEntitlement(plan, 'customBranding');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [accent, setAccent] = useState(company.branding?.accentColor ?? DEFAULT_ACCENT);
  const [saving, setSaving] = useState(false);

  // The chosen file's preview lives as long as the choice.
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const logo = preview ?? company.logoUrl;
  const accentChanged = colours && accent !== (company.branding?.accentColor ?? DEFAULT_ACCENT);

  async function save() {
    setSaving(true);
    try {
      if (file) await saveLogo(company.id, await uploadLogo(company.slug, file));
      if (accentChanged) await saveAccentColor(company.id, accent);
      setFile(null);
      await onSaved();
      toast({ title: 'Saved', description: 'Your board shows its new look.', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to save your branding'),
        variant: 'destructive',
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Layout>
      <Controls>
        <label htmlFor="onboarding-logo">Logo</label>
        <input
          id="onboarding-logo"
          type="file"
          accept="image/png,image/jpeg,image/webp"
          aria-describedby="onboarding-logo-hint"
          onChange={(event: ChangeEvent<HTMLInputElement>) => setFile(event.target.files?.[0] ?? null)}
        />
        <Hint id="onboarding-logo-hint">PNG or JPEG, max 2MB. Square works best.</Hint>
        <label htmlFor="onboarding-accent">Accent colour</label>
        <input
          id="onboarding-accent"
          type="color"
          value={accent}
          disabled={!colours}
          aria-describedby={colours ? undefined : 'onboarding-accent-gate'}
          onChange={(event) => setAccent(event.target.value)}
        />
        {!colours && <Hint id="onboarding-accent-gate">Custom colours need the Pro plan.</Hint>}
        <Button onClick={() => void save()} loading={saving} disabled={!file && !accentChanged}>
          Save logo and colours
        </Button>
      </Controls>
      <figure>
        <Caption>Preview of your board's header</Caption>
        <Preview data-testid="branding-preview" style={{ borderTopColor: accent }}>
          {logo ? (
            <img src={logo} alt={`${company.name} logo`} />
          ) : (
            <Initial aria-hidden="true">{company.name.charAt(0).toUpperCase()}</Initial>
          )}
          <strong>{company.name}</strong>
          <Pill style={{ background: accent }}>Submit Idea</Pill>
        </Preview>
      </figure>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${theme.space[4]};
  figure { margin: 0; min-width: 0; }
  @media (max-width: 640px) { grid-template-columns: minmax(0, 1fr); }
`;

const Controls = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[2]};
  min-width: 0;
  label { font-weight: ${theme.font.weight.medium}; font-size: ${theme.font.size.sm}; }
  input[type='file'] { max-width: 100%; font-size: ${theme.font.size.sm}; }
  input[type='color'] { width: 48px; height: 36px; border: 1px solid ${theme.colors.borderStrong}; border-radius: ${theme.radius.sm}; }
`;

const Hint = styled.p`
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textMuted};
`;

const Caption = styled.figcaption`
  font-size: ${theme.font.size.xs};
  color: ${theme.colors.textMuted};
  margin-bottom: ${theme.space[2]};
`;

const Preview = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border};
  border-top: 4px solid;
  border-radius: ${theme.radius.md};
  background: ${theme.colors.surface};
  min-width: 0;
  flex-wrap: wrap;
  img { width: 40px; height: 40px; border-radius: ${theme.radius.sm}; object-fit: cover; }
  strong { flex: 1 1 120px; min-width: 0; overflow-wrap: anywhere; }
`;

const Initial = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: ${theme.radius.sm};
  background: ${theme.colors.brandSoft};
  color: ${theme.colors.brand};
  font-weight: ${theme.font.weight.bold};
`;

// Decoration only: the preview's button is a picture of the board's, not a control.
const Pill = styled.span`
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radius.full};
  color: ${theme.colors.textOnBrand};
  font-size: ${theme.font.size.xs};
  font-weight: ${theme.font.weight.semibold};
  white-space: nowrap;
`;
