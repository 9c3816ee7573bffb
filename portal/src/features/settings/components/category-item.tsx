import { type CompanyCategory, categoryNameSchema } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { theme } from '@/styles/theme';

/** The name field's own check, with the contract's messages, before the server's. */
export function nameError(name: string): string | undefined {
  const parsed = categoryNameSchema.safeParse(name);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
}

interface CategoryItemProps {
  category: CompanyCategory;
  first: boolean;
  last: boolean;
  busy: boolean;
  onMove: (by: -1 | 1) => void;
  onUpdate: (change: { name?: string; archived?: boolean }) => Promise<boolean>;
  onRenamed: () => void;
}

/** One row of the Categories card: its name, Rename (inline), Move up / Move down, Archive / Restore. */
export function CategoryItem({
  category,
  first,
  last,
  busy,
  onMove,
  onUpdate,
  onRenamed,
}: CategoryItemProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(category.name);
  const [error, setError] = useState<string>();
  const prefix = `category-${category.id}`;

  async function rename(event: FormEvent) {
    event.preventDefault();
    const problem = nameError(name);
    setError(problem);
    if (problem) return;
    if (await onUpdate({ name: name.trim() })) {
      setEditing(false);
      onRenamed();
    }
  }

  if (editing)
    return (
      <Item>
        <RenameForm onSubmit={rename} noValidate aria-label={`Rename ${category.name}`}>
          <Input
            label={`New name for ${category.name}`}
            value={name}
            maxLength={40}
            error={error}
            autoFocus
            onChange={(event) => setName(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Escape') return;
              setEditing(false);
              onRenamed();
            }}
          />
          <Actions>
            <Button type="submit" size="sm" disabled={busy}>
              Save
            </Button>
            <Button
              type="button"
              size="sm"
              variant="ghost"
              onClick={() => {
                setEditing(false);
                onRenamed();
              }}
            >
              Cancel
            </Button>
          </Actions>
        </RenameForm>
      </Item>
    );

  return (
    <Item data-testid="category-item">
      <Name>
        {category.name}
        {category.archived && <Archived> (archived)</Archived>}
      </Name>
      <Actions>
        <Button
          id={`${prefix}-rename`}
          size="sm"
          variant="outline"
          aria-label={`Rename ${category.name}`}
          onClick={() => {
            setName(category.name);
            setError(undefined);
            setEditing(true);
          }}
        >
          Rename
        </Button>
        <Button
          id={`${prefix}-up`}
          size="sm"
          variant="outline"
          aria-label={`Move ${category.name} up`}
          disabled={first || busy}
          onClick={() => onMove(-1)}
        >
          Move up
        </Button>
        <Button
          id={`${prefix}-down`}
          size="sm"
          variant="outline"
          aria-label={`Move ${category.name} down`}
          disabled={last || busy}
          onClick={() => onMove(1)}
        >
          Move down
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`${category.archived ? 'Restore' : 'Archive'} ${category.name}`}
          disabled={busy}
          onClick={() => void onUpdate({ archived: !category.archived })}
        >
          {category.archived ? 'Restore' : 'Archive'}
        </Button>
      </Actions>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]} ${theme.space[3]};
  padding: ${theme.space[3]} 0;
  border-bottom: 1px solid ${theme.colors.border};
`;

const Name = styled.span`
  font-weight: ${theme.font.weight.semibold};
  overflow-wrap: anywhere;
  min-width: 0;
`;

const Archived = styled.span`
  color: ${theme.colors.textSubtle};
  font-weight: ${theme.font.weight.regular};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const RenameForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  width: 100%;
`;
