import { CATEGORY_LIMIT, type Company, type CompanyCategory, type PlanId } from '@sayso/api/contract';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/field';
import { PlanGate } from '@/components/ui/plan-gate';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { boardKeys } from '@/lib/board/board-api';
import { media, theme } from '@/styles/theme';
import { addCategory, reorderCategories, updateCategory, useOwnerCategories } from '../api/categories-api';
import { CategoryItem, nameError } from './category-item';

/**
 * 'Categories' (Categorisation, Pro and Business): add, rename inline, reorder with Move up /
 * Move down buttons, archive and restore. Below Pro it shows greyed under the upgrade note.
 */
export function CategoriesCard({ company, plan }: { company: Company; plan: PlanId }) {
  const { toast } = useToast();
  const { mutate } = useSWRConfig();
  const list = useOwnerCategories(company.id);
  const [busy, setBusy] = useState(false);
  // After a move or a rename, the keyboard goes back to the first of these that is enabled.
  const [focusTarget, setFocusTarget] = useState<string[]>();
  useEffect(() => {
    if (!focusTarget || busy) return;
    focusFirst(focusTarget);
    setFocusTarget(undefined);
  }, [focusTarget, busy]);

  /** Runs one write; the answer is the new list, and the public board re-reads its page. */
  const run = async (write: () => Promise<CompanyCategory[]>): Promise<boolean> => {
    setBusy(true);
    try {
      const next = await write();
      await Promise.all([list.mutate(next, { revalidate: false }), mutate(boardKeys.company(company.slug))]);
      return true;
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error, 'Failed to save the categories'),
        variant: 'destructive',
      });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const categories = list.data ?? [];
  const move = (index: number, by: -1 | 1) => {
    const ids = categories.map((category) => category.id);
    const [id] = ids.splice(index, 1);
    if (id === undefined) return;
    ids.splice(index + by, 0, id);
    // Keep the keyboard where it was: on the same button of the moved category, or its twin.
    setFocusTarget([`category-${id}-${by < 0 ? 'up' : 'down'}`, `category-${id}-${by < 0 ? 'down' : 'up'}`]);
    void run(() => reorderCategories(company.id, ids));
  };

  return (
    <Card as="section" aria-labelledby="categories-title">
      <CardHeader>
        <CardTitle id="categories-title">Categories</CardTitle>
        <CardDescription>
          Your own categories replace the five standard ones on your board, its filters and the submit form.
          Up to {CATEGORY_LIMIT}; an archived category is no longer offered, but its ideas keep it.
        </CardDescription>
      </CardHeader>
      <CardBody>
        <PlanGate plan={plan} entitlement="categorisation" feature="Custom categories">
          <Stack>
            <AddForm onAdd={(name) => run(() => addCategory(company.id, name))} busy={busy} />
            {categories.length > 0 && (
              <List aria-label="Your categories">
                {categories.map((category, index) => (
                  <CategoryItem
                    key={category.id}
                    category={category}
                    first={index === 0}
                    last={index === categories.length - 1}
                    busy={busy}
                    onMove={(by) => move(index, by)}
                    onUpdate={(change) => run(() => updateCategory(company.id, category.id, change))}
                    onRenamed={() => setFocusTarget([`category-${category.id}-rename`])}
                  />
                ))}
              </List>
            )}
          </Stack>
        </PlanGate>
      </CardBody>
    </Card>
  );
}

function focusFirst(ids: string[]) {
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element instanceof HTMLButtonElement && !element.disabled) return element.focus();
  }
}

function AddForm({ onAdd, busy }: { onAdd: (name: string) => Promise<boolean>; busy: boolean }) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = nameError(name);
    setError(problem);
    if (problem) return;
    if (await onAdd(name.trim())) setName('');
  }
  return (
    <AddRow onSubmit={submit} noValidate aria-label="Add a category">
      <Input
        label="New category"
        value={name}
        maxLength={40}
        error={error}
        onChange={(event) => {
          setName(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" disabled={busy}>
        Add category
      </Button>
    </AddRow>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const AddRow = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[3]};
  > :first-child { flex: 1; min-width: 0; }
  ${media.mobile} { flex-direction: column; align-items: stretch; }
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${theme.colors.border};
`;
