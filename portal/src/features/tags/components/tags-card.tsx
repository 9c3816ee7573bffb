import type { Tag, TagColor } from '@sayso/api/contract';
import { TAG_LIMIT, TAG_MESSAGES } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/field';
import { TagChip } from '@/components/ui/tag-chip';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { media, theme } from '@/styles/theme';
import { createTag, deleteTag, updateTag, useTags } from '../api/tags-api';
import { TagColorSelect } from './tag-color-select';

/**
 * Settings, Tags (issue 28): the team's own tags, never shown on the public board. Admins and the
 * owner add, rename, recolour and delete them (a delete, after asking, takes the tag off its ideas).
 */
export function TagsCard({ companyId }: { companyId: number }) {
  const tags = useTags(companyId);
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState<Tag | null>(null);

  /** Runs one write and re-reads the list; false (and a toast) when it was refused. */
  const run = async (write: () => Promise<unknown>, failure: string): Promise<boolean> => {
    setBusy(true);
    try {
      await write();
      await tags.mutate();
      return true;
    } catch (error) {
      toast({ title: 'Error', description: errorMessage(error, failure), variant: 'destructive' });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="tags-title">
      <CardHeader>
        <CardTitle id="tags-title">Tags</CardTitle>
        <CardDescription>
          Group ideas across categories with your team's own tags, and filter the inbox by them. Only your
          team sees tags. Up to {TAG_LIMIT}.
        </CardDescription>
      </CardHeader>
      <CardBody>
        <Stack>
          <AddTagForm
            busy={busy}
            onAdd={(input) => run(() => createTag(companyId, input), 'Failed to add the tag')}
          />
          {(tags.data?.length ?? 0) > 0 && (
            <List aria-label="Your tags">
              {tags.data?.map((tag) => (
                <TagItem
                  key={`${tag.id}-${tag.name}-${tag.color}`}
                  tag={tag}
                  busy={busy}
                  onSave={(change) =>
                    run(() => updateTag(companyId, tag.id, change), 'Failed to save the tag')
                  }
                  onDelete={() => setDeleting(tag)}
                />
              ))}
            </List>
          )}
        </Stack>
        <Dialog
          open={deleting !== null}
          onClose={() => setDeleting(null)}
          title="Delete this tag?"
          description={deleting ? `"${deleting.name}" comes off every idea that carries it.` : undefined}
        >
          <Buttons>
            <Button variant="outline" onClick={() => setDeleting(null)} disabled={busy}>
              Cancel
            </Button>
            <Button
              variant="destructive"
              loading={busy}
              onClick={async () => {
                if (!deleting) return;
                if (await run(() => deleteTag(companyId, deleting.id), 'Failed to delete the tag'))
                  setDeleting(null);
              }}
            >
              Delete tag
            </Button>
          </Buttons>
        </Dialog>
      </CardBody>
    </Card>
  );
}

function AddTagForm({
  busy,
  onAdd,
}: {
  busy: boolean;
  onAdd: (input: { name: string; color: TagColor }) => Promise<boolean>;
}) {
  const [name, setName] = useState('');
  const [color, setColor] = useState<TagColor>('blue');
  const [error, setError] = useState<string>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = nameError(name);
    setError(problem);
    if (problem) return;
    if (await onAdd({ name: name.trim(), color })) setName('');
  }
  return (
    <Row onSubmit={submit} noValidate aria-label="Add a tag">
      <Input
        label="New tag"
        value={name}
        maxLength={30}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <TagColorSelect label="Colour" value={color} onChange={setColor} />
      <Button type="submit" loading={busy}>
        Add tag
      </Button>
    </Row>
  );
}

function TagItem({
  tag,
  busy,
  onSave,
  onDelete,
}: {
  tag: Tag;
  busy: boolean;
  onSave: (change: { name?: string; color?: TagColor }) => Promise<boolean>;
  onDelete: () => void;
}) {
  const [name, setName] = useState(tag.name);
  const [color, setColor] = useState<TagColor>(tag.color);
  const [error, setError] = useState<string>();
  const changed = name.trim() !== tag.name || color !== tag.color;
  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = nameError(name);
    setError(problem);
    if (problem || !changed) return;
    await onSave({
      ...(name.trim() !== tag.name && { name: name.trim() }),
      ...(color !== tag.color && { color }),
    });
  }
  return (
    <li>
      <Row onSubmit={submit} noValidate aria-label={`Tag ${tag.name}`}>
        <Preview>
          <TagChip tag={{ name: name.trim() || tag.name, color }} />
        </Preview>
        <Input
          label={`Name of ${tag.name}`}
          hideLabel
          value={name}
          maxLength={30}
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
        <TagColorSelect label={`Colour of ${tag.name}`} value={color} onChange={setColor} />
        <Actions>
          <Button type="submit" size="sm" variant="outline" disabled={busy || !changed}>
            Save
          </Button>
          <Button type="button" size="sm" variant="ghost" disabled={busy} onClick={onDelete}>
            Delete
          </Button>
        </Actions>
      </Row>
    </li>
  );
}

/** The server's own wording, checked here first so a blank name never leaves the form. */
function nameError(name: string): string | undefined {
  if (!name.trim()) return TAG_MESSAGES.name;
  if (name.trim().length > 30) return TAG_MESSAGES.nameLength;
  return undefined;
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  align-items: end;
  gap: ${theme.space[3]};
  li & { grid-template-columns: 120px minmax(0, 2fr) minmax(0, 1fr) auto; align-items: center; }
  ${media.mobile} {
    grid-template-columns: 1fr;
    li & { grid-template-columns: 1fr; align-items: stretch; }
  }
`;

const Preview = styled.div`
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  gap: ${theme.space[2]};
`;

const Buttons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  flex-wrap: wrap;
`;
