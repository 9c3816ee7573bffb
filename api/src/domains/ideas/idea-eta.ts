/** An idea's ETA belongs to its time on the roadmap (issue 28, docs/decisions/028-triage.md). */
import { ETA_MESSAGES, ETA_STATUSES, type UpdateIdeaInput } from '../../contract';
import type { IdeaRow } from '../../db/schema';
import { ApiError } from '../../lib/errors';

/**
 * The change with the ETA rule applied: an ETA is set only on an idea that is (or becomes)
 * planned or in progress, else 400 and nothing changes; a status change to anything else (back to
 * idea, or completed) clears the ETA, so a stale date never comes back with a later re-planning.
 */
export function withEtaRule(idea: Pick<IdeaRow, 'status' | 'eta'>, input: UpdateIdeaInput): UpdateIdeaInput {
  const status = input.status ?? idea.status;
  const onRoadmap = ETA_STATUSES.includes(status);
  if (input.eta != null && !onRoadmap)
    throw new ApiError(400, ETA_MESSAGES.status, [{ path: 'eta', message: ETA_MESSAGES.status }]);
  if (!onRoadmap && idea.eta !== null && input.eta === undefined) return { ...input, eta: null };
  return input;
}
