/**
 * Moderation in the dashboard (issue 16): the "Review new ideas before they are public" switch
 * (admins and the owner, every plan), saved with its own Save like every settings form (issue 26:
 * one way of saving), and "Awaiting review (N)", the held ideas with a link to each idea page;
 * the inbox approves or rejects them too.
 */
import type { Company, Idea, ModerationSettings } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { api, errorMessage } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { theme } from '@/styles/theme';

export function ModerationCard({ company }: { company: Pick<Company, 'id' | 'slug'> }) {
  const { toast } = useToast();
  const settingsKey = apiPaths.companyById(company.id).moderation();
  const settings = useSWR<ModerationSettings>(settingsKey);
  const held = useSWR<Idea[]>(apiPaths.companyById(company.id).heldIdeas());

  // The switch's unsaved position; null: as saved.
  const [draft, setDraft] = useState<boolean | null>(null);
  const [saving, setSaving] = useState(false);
  const reviewNewIdeas = draft ?? settings.data?.reviewNewIdeas ?? false;

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      await settings.mutate(api.patch<ModerationSettings>(settingsKey, { reviewNewIdeas }), {
        optimisticData: { reviewNewIdeas },
        rollbackOnError: true,
      });
      setDraft(null);
      toast({ title: 'Moderation saved', variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, 'Failed to save'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  const waiting = held.data ?? [];
  return (
    <Card as="section" aria-labelledby="moderation-title">
      <CardHeader>
        <CardTitle id="moderation-title">Moderation</CardTitle>
        <CardDescription>
          Held ideas are visible only to your team and their author until approved.
        </CardDescription>
      </CardHeader>
      <CardBody>
        <SaveForm onSubmit={(event) => void save(event)} aria-label="Moderation settings">
          <Checkbox
            asSwitch
            label="Review new ideas before they are public"
            checked={reviewNewIdeas}
            disabled={!settings.data}
            onChange={(event) => setDraft(event.target.checked)}
          />
          <Button type="submit" size="sm" disabled={!settings.data || saving || draft === null}>
            Save
          </Button>
        </SaveForm>
        <Waiting aria-labelledby="awaiting-review-title">
          <h3 id="awaiting-review-title">Awaiting review ({waiting.length})</h3>
          {waiting.length === 0 ? (
            <p>Nothing is waiting for review.</p>
          ) : (
            <ul>
              {waiting.map((idea) => (
                <li key={idea.id}>
                  <Link to={paths.idea(company.slug, idea.id)}>{idea.title}</Link> · {idea.timeAgo}
                </li>
              ))}
            </ul>
          )}
        </Waiting>
      </CardBody>
    </Card>
  );
}

const SaveForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

const Waiting = styled.section`
  margin-top: ${theme.space[4]};
  h3 { font-size: ${theme.font.size.sm}; font-weight: ${theme.font.weight.semibold}; margin-bottom: ${theme.space[2]}; }
  p, li { font-size: ${theme.font.size.sm}; color: ${theme.colors.textMuted}; overflow-wrap: anywhere; }
  ul { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: ${theme.space[1]}; }
`;
