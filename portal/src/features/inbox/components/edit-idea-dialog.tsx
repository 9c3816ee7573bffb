import { createIdeaSchema, type InboxIdea, type UpdateIdeaInput } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { MarkdownEditor } from '@/components/markdown-editor';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input, Select } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-client';
import { type CategoryOption, isOwnCategoryValue } from '@/lib/board/categories';
import { validate } from '@/lib/form-errors';
import { useFormState } from '@/lib/use-form-state';
import { theme } from '@/styles/theme';
import { editIdea } from '../api/inbox-api';

/** The edit form's check: the submission form's own messages (contract schemas). */
const editSchema = createIdeaSchema.pick({ title: true, description: true });

interface EditIdeaDialogProps {
  idea: InboxIdea;
  categories: CategoryOption[];
  /** The option value the idea has now (lib/board categoryValue). */
  category: string;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}

/** The team's edit of an idea's title, description and category; the idea then shows "edited". */
export function EditIdeaDialog({ idea, categories, category, onClose, onSaved }: EditIdeaDialogProps) {
  const { toast } = useToast();
  const form = useFormState({ title: idea.title, description: idea.description, category });
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const checked = validate(editSchema, form.values);
    if (checked.errors) return form.setErrors(checked.errors);
    const chosen = form.values.category;
    const input: UpdateIdeaInput = { title: checked.data.title, description: checked.data.description };
    if (chosen !== category) {
      if (isOwnCategoryValue(chosen)) input.categoryId = Number(chosen);
      else Object.assign(input, { category: chosen, categoryId: null });
    }
    setSaving(true);
    try {
      await editIdea(idea.id, input);
      toast({ title: 'Success', description: 'Feature updated successfully', variant: 'success' });
      await onSaved();
      onClose();
    } catch (error) {
      if (!form.showServerErrors(error))
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to update the feature'),
          variant: 'destructive',
        });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Edit idea"
      description="The idea page will show that it was edited."
    >
      <Form onSubmit={(event) => void save(event)} noValidate>
        <Input label="Title" {...form.bind('title')} maxLength={100} />
        <MarkdownEditor
          label="Description"
          name="description"
          rows={5}
          maxLength={500}
          value={form.values.description}
          error={form.errors.description}
          onChange={(description) => {
            form.setValues((values) => ({ ...values, description }));
            form.setErrors((errors) => ({ ...errors, description: undefined }));
          }}
        />
        <Select
          label="Category"
          value={form.values.category}
          onChange={(event) => form.setValues((values) => ({ ...values, category: event.target.value }))}
        >
          {categories.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
        <Actions>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : 'Save changes'}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${theme.space[2]};
`;
