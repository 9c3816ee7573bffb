import { HELD_MESSAGE, type Idea } from '@sayso/api/contract';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { Tabs } from '@/components/ui/tabs';
import { useToast } from '@/components/ui/toast';
import { api, errorMessage } from '@/lib/api-client';
import { apiPaths } from '@/lib/api-paths';
import { useAttachmentSlots } from '@/lib/attachments/attachment-slots';
import { useAuth } from '@/lib/auth/auth-context';
import { categoryOptions } from '@/lib/board/categories';
import type { SubmitDialogProps } from '@/lib/board/slots';
import { serverFieldErrors } from '@/lib/form-errors';
import { theme } from '@/styles/theme';
import {
  buildSubmission,
  EMPTY_FORM,
  type IdeaFieldErrors,
  type IdeaFormValues,
  type SubmitTab,
} from '../lib/build-submission';
import { AnonymousFields, IdeaFields } from './idea-form-fields';
import { SimilarIdeas } from './similar-ideas';

const SUBMIT_FAILED = 'Failed to submit your idea. Please try again.';

/** The form inside the dialog: loaded on first open, so the board's first load skips zod. */
export function SubmitIdeaForm({
  onClose,
  company,
  board,
  onSubmitted,
  onVoted,
}: Omit<SubmitDialogProps, 'open'>) {
  const { user } = useAuth();
  const { toast } = useToast();
  const [tab, setTab] = useState<SubmitTab>(user ? 'account' : 'anonymous');
  const [entered, setValues] = useState<IdeaFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<IdeaFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const { Picker } = useAttachmentSlots();
  const [attachmentIds, setAttachmentIds] = useState<number[]>([]);
  const [uploading, setUploading] = useState(false);
  // The board's own categories when it offers any: the first is preselected.
  const categories = categoryOptions(company);
  const values = categories.some((option) => option.value === entered.category)
    ? entered
    : { ...entered, category: categories[0]?.value ?? EMPTY_FORM.category };

  const change = (patch: Partial<IdeaFormValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(patch)) delete next[key as keyof IdeaFormValues];
      return next;
    });
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    if (tab === 'account' && !user) {
      toast({
        title: 'Authentication required',
        description: 'Please sign in to submit with your account, or use anonymous submission',
        variant: 'destructive',
      });
      return;
    }
    const { payload, errors: found } = buildSubmission(values, tab, company.id, board?.id);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      const url = tab === 'account' ? apiPaths.ideas : apiPaths.anonymousIdeas;
      const idea = await api.post<Idea>(url, { ...payload, attachmentIds });
      setValues(EMPTY_FORM);
      onClose();
      // Moderation: a held idea is public only once the team approves it.
      const description = idea.held ? HELD_MESSAGE : 'Your feature idea has been submitted';
      toast({ title: 'Success!', description, variant: 'success' });
      await onSubmitted(idea);
    } catch (error) {
      const fieldErrors = serverFieldErrors<keyof IdeaFormValues | 'categoryId'>(error);
      const { categoryId, ...rest } = fieldErrors;
      setErrors(categoryId ? { category: categoryId, ...rest } : rest);
      toast({ title: 'Error', description: errorMessage(error, SUBMIT_FAILED), variant: 'destructive' });
      setSubmitting(false);
    }
  }

  const fields = (
    <IdeaFields
      values={values}
      errors={errors}
      onChange={change}
      categories={categories}
      afterTitle={
        <SimilarIdeas slug={company.slug} board={board?.slug} title={values.title} onVoted={onVoted} />
      }
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <Picker companySlug={company.slug} onChange={setAttachmentIds} onBusyChange={setUploading}>
        <Tabs
          label="How to submit"
          value={tab}
          onValueChange={(id) => setTab(id as SubmitTab)}
          tabs={[
            { id: 'account', label: `Submit as ${user?.name || 'User'}`, disabled: !user, content: fields },
            {
              id: 'anonymous',
              label: 'Submit Anonymously',
              content: (
                <>
                  {fields}
                  <AnonymousFields values={values} errors={errors} onChange={change} />
                </>
              ),
            },
          ]}
        />
      </Picker>
      <Actions>
        <Button variant="outline" onClick={onClose} disabled={submitting}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting} disabled={uploading}>
          {submitting ? 'Submitting...' : 'Submit Idea'}
        </Button>
      </Actions>
    </form>
  );
}

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[6]};
`;
