/** The team's change to an idea, as the dashboard and the v1 API both make it. */
import type { UpdateIdeaInput } from '../../contract';
import type { Db } from '../../db/engine';
import type { CompanyRow, IdeaRow } from '../../db/schema';
import { requireCompanyBoard } from '../boards/boards';
import { requireOfferedCategory } from '../categories/categories';
import { withEtaRule } from '../ideas/idea-eta';
import { updateIdea } from '../ideas/ideas';
import { requireCompanyEntitlement } from '../plans/plans';

/**
 * Checks the plan and the category, then updates. Making an idea private needs the plan;
 * making it public again never does. A new category must be one the board offers now; a new
 * board one of the company's, even past the plan's count after a downgrade (the team's triage
 * may move ideas anywhere; only new ideas are refused there, decision 024).
 */
export async function triageIdea(
  db: Db,
  idea: IdeaRow,
  company: CompanyRow,
  input: UpdateIdeaInput,
  byUserId: number | null,
): Promise<IdeaRow> {
  if (input.private) await requireCompanyEntitlement(db, company, 'privateRoadmaps');
  if (input.categoryId != null && input.categoryId !== idea.categoryId)
    await requireOfferedCategory(db, company, input.categoryId);
  if (input.boardId !== undefined && input.boardId !== idea.boardId)
    await requireCompanyBoard(db, company.id, input.boardId);
  return updateIdea(db, idea, withEtaRule(idea, input), byUserId);
}
