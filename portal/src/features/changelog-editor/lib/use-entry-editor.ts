import type { ChangelogTeamEntry } from '@sayso/api/contract';
import { useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import {
  createEntry,
  deleteEntry,
  publishEntry,
  scheduleEntry,
  unscheduleEntry,
  updateEntry,
} from '../api/changelog-api';
import {
  type DraftErrors,
  type DraftField,
  draftErrors,
  draftOf,
  EMPTY_DRAFT,
  type EntryDraft,
  inputOf,
} from './entry-draft';

const FIELDS: DraftField[] = ['title', 'body', 'labels', 'ideaIds', 'coverUploadId', 'publishAt'];
/** The field (the server's name) each part of the draft fills. */
const FIELD_OF: Record<keyof EntryDraft, DraftField> = {
  title: 'title',
  body: 'body',
  labels: 'labels',
  ideas: 'ideaIds',
  cover: 'coverUploadId',
};

/** What the editor's actions do, and what it reports to the page around it. */
interface EditorEvents {
  /** An action went through and answered the entry (a new one now has an id and a URL). */
  onSaved: (entry: ChangelogTeamEntry) => void;
  /** Published or deleted: the editor's work is done. */
  onDone: () => void;
}

export type EditorAction = 'save' | 'schedule' | 'unschedule' | 'publish' | 'delete';

/**
 * The editor's draft and its actions. Every action first saves what the form shows (so Schedule
 * and Publish never send a stale entry); a refusal lands at its field (`issues`, the server's
 * words verbatim) or, when it names none, above the actions.
 */
export function useEntryEditor(companyId: number, initial: ChangelogTeamEntry | null, events: EditorEvents) {
  const { toast } = useToast();
  const [entry, setEntry] = useState(initial);
  const [draft, setDraft] = useState<EntryDraft>(initial ? draftOf(initial) : EMPTY_DRAFT);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [formError, setFormError] = useState<string>();
  const [busy, setBusy] = useState<EditorAction | null>(null);

  function showError(error: unknown, fallback: string) {
    const issues = error instanceof ApiError ? error.issues : {};
    const atFields = Object.fromEntries(FIELDS.filter((field) => issues[field]).map((f) => [f, issues[f]]));
    setErrors(atFields);
    setFormError(Object.keys(atFields).length > 0 ? undefined : errorMessage(error, fallback));
  }

  function saved(next: ChangelogTeamEntry) {
    setEntry(next);
    return next;
  }

  /** Saves the form (POST for a new entry, PATCH after); null when refused or invalid. */
  async function save(): Promise<ChangelogTeamEntry | null> {
    const problems = draftErrors(draft);
    setErrors(problems);
    setFormError(undefined);
    if (Object.keys(problems).length > 0) return null;
    try {
      const input = inputOf(draft);
      return saved(
        entry ? await updateEntry(companyId, entry.id, input) : await createEntry(companyId, input),
      );
    } catch (error) {
      showError(error, 'Failed to save the entry');
      return null;
    }
  }

  /** Runs `action` after a save; the toast says it worked. Answers the refusal's text, if any. */
  async function run(
    name: EditorAction,
    action: (entryId: number) => Promise<ChangelogTeamEntry | null>,
    done: string,
  ): Promise<string | undefined> {
    setBusy(name);
    try {
      const current = await save();
      if (!current) return undefined;
      try {
        const next = (await action(current.id)) ?? current;
        saved(next);
        toast({ title: done, variant: 'success' });
        // Told once the whole action is through: the page may move a new entry to its own URL.
        if (name === 'publish') events.onDone();
        else events.onSaved(next);
        return undefined;
      } catch (error) {
        const message = errorMessage(error, 'That did not work');
        // The schedule dialog shows its own refusal at its field; the others show on the form.
        if (name === 'schedule')
          return error instanceof ApiError ? (error.issues.publishAt ?? message) : message;
        showError(error, message);
        return message;
      }
    } finally {
      setBusy(null);
    }
  }

  return {
    entry,
    draft,
    errors,
    formError,
    busy,
    /** Changes the draft; the edited field's error goes with the edit. */
    edit: (change: Partial<EntryDraft>) => {
      setDraft((current) => ({ ...current, ...change }));
      setErrors((current) => {
        const next = { ...current };
        for (const key of Object.keys(change) as (keyof EntryDraft)[]) delete next[FIELD_OF[key]];
        return next;
      });
    },
    save: () => run('save', async () => null, entry ? 'Changes saved' : 'Draft saved'),
    schedule: (publishAt: string) =>
      run('schedule', (id) => scheduleEntry(companyId, id, publishAt), 'Entry scheduled'),
    unschedule: () =>
      run('unschedule', (id) => unscheduleEntry(companyId, id), 'Entry unscheduled: it is a draft again'),
    publish: () => run('publish', (id) => publishEntry(companyId, id), 'Entry published'),
    remove: async () => {
      if (!entry) return events.onDone();
      setBusy('delete');
      try {
        await deleteEntry(companyId, entry.id);
        toast({ title: 'Entry deleted', variant: 'success' });
        events.onDone();
      } catch (error) {
        showError(error, 'Failed to delete the entry');
      } finally {
        setBusy(null);
      }
    },
  };
}
