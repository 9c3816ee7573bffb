import type { InboxIdea } from '@sayso/api/contract';
import { EtaField } from '@/features/inbox/components/eta-field';
import { TagPicker } from '@/features/tags/components/tag-picker';

/**
 * The inbox panel's ETA and tags (issue 28): the inbox's own ETA field beside the tags feature's
 * picker, composed here since one feature never imports another.
 */
export function TriageControls({
  companyId,
  idea,
  refresh,
}: {
  companyId: number;
  idea: InboxIdea;
  refresh: () => Promise<unknown>;
}) {
  return (
    <>
      <EtaField key={idea.id} idea={idea} onChanged={refresh} />
      <TagPicker companyId={companyId} idea={idea} onChanged={refresh} />
    </>
  );
}
