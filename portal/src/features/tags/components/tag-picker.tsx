import type { Tag } from '@sayso/api/contract';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldGroup, FieldLegend } from '@/components/ui/field';
import { TagChip } from '@/components/ui/tag-chip';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { theme } from '@/styles/theme';
import { setIdeaTags, useTags } from '../api/tags-api';

interface TagPickerProps {
  companyId: number;
  idea: { id: number; title: string; tags: readonly Tag[] };
  /** Re-reads the inbox after a change, so the rows' chips follow. */
  onChanged: () => Promise<unknown>;
}

/**
 * The inbox panel's tags (issue 28): one checkbox per company tag, each change saved at once
 * (a fieldset of checkboxes: Tab and Space, nothing to learn, and it wraps at 375 px).
 */
export function TagPicker({ companyId, idea, onChanged }: TagPickerProps) {
  const tags = useTags(companyId);
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const saved = idea.tags.map((tag) => tag.id).join(',');
  // Ticked at once (a checkbox must follow the click), then kept in step with the inbox's answer.
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => idsOf(saved));
  useEffect(() => setChosen(idsOf(saved)), [saved]);

  const toggle = async (tag: Tag, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(tag.id);
    else next.delete(tag.id);
    setChosen(next);
    setBusy(true);
    try {
      await setIdeaTags(idea.id, [...next]);
      await onChanged();
    } catch (error) {
      setChosen(idsOf(saved));
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to save the tags'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <FieldGroup>
      <FieldLegend>Tags</FieldLegend>
      {tags.data?.length === 0 ? (
        <Hint>No tags yet: an admin adds them in Settings, Tags.</Hint>
      ) : (
        <Options>
          {(tags.data ?? []).map((tag) => (
            <Checkbox
              key={tag.id}
              label={<TagChip tag={tag} />}
              checked={chosen.has(tag.id)}
              disabled={busy}
              onChange={(event) => void toggle(tag, event.target.checked)}
            />
          ))}
        </Options>
      )}
    </FieldGroup>
  );
}

function idsOf(list: string): ReadonlySet<number> {
  return new Set(list ? list.split(',').map(Number) : []);
}

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[4]};
`;

const Hint = styled.p`
  margin: 0;
  color: ${theme.colors.textMuted};
  font-size: ${theme.font.size.sm};
`;
