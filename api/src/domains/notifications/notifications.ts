/**
 * Idea notifications (docs/notifications.md): a status change or a team reply queues one e-mail
 * per follower in the same transaction as the change itself.
 *
 * Why the same transaction: the outbox rows commit with the change or not at all, so a crash
 * can neither lose the e-mails of a committed change nor send those of a rolled-back one, and
 * the outbox sends each row once. A PostgreSQL retry of the transaction re-runs the change and
 * the queueing together. Big ideas: the rows go in with multi-row inserts of 500 (outbox.ts
 * `enqueueEmails`); 5,000 followers add about 0.25 s on SQLite and 0.5-0.75 s on PostgreSQL
 * (notifications-fanout.test.ts; figures and the limit in docs/notifications.md), so no separate
 * fan-out job (and no new table) is needed.
 */
import { counterTransaction, type Db, type Queryable, type Tx } from '../../db/engine';
import type { CompanyRow, IdeaRow, UserRow } from '../../db/schema';
import { invariant } from '../../lib/errors';
import { findCompanyById } from '../companies/companies';
import { appliedBoard, settingsOf } from '../companies/company-settings';
import { enqueueEmails, type OutboxHold } from '../outbox/outbox';
import { companyPlan } from '../plans/plans';
import { teamAccess } from '../team/authorization';
import { queueMentionEmails } from './mention-emails';
import {
  composeEmail,
  ideaUrl,
  type Letter,
  type LinkContext,
  mergeLetter,
  replyLetter,
  statusLetter,
} from './notification-emails';
import { ideaFollowers } from './notification-recipients';
import { recordUndoable, type UndoBatch } from './undo-changes';

type Actor = Pick<UserRow, 'id' | 'email' | 'name'>;

/** Nobody: a change without a signed-in actor (none today) leaves no one out. */
const NOBODY: Actor = { id: -1, email: '', name: '' };

export class Notifier {
  constructor(
    private readonly db: Db,
    private readonly links: LinkContext,
    /** The outbox worker, woken once the e-mails are committed. */
    private readonly outbox: { wake(): void },
  ) {}

  /**
   * Runs `change` (the team's update of `idea`); if it moved the status, queues the e-mails with
   * it. With `undo` the e-mails are held until its window closes and the change can be undone
   * (undo-changes.ts).
   */
  async statusChange(
    idea: IdeaRow,
    actor: Actor | null,
    change: () => Promise<IdeaRow>,
    undo?: UndoBatch,
  ): Promise<IdeaRow> {
    const { updated, queued } = await this.db.transaction(async (tx) => {
      const after = await change();
      if (after.status === idea.status) return { updated: after, queued: 0 };
      if (undo) await recordUndoable(tx, undo, idea);
      const hold = undo && { until: undo.until, undoToken: undo.token };
      return { updated: after, queued: await this.queueStatusMail(tx, after, actor ?? NOBODY, hold) };
    });
    if (queued > 0) this.wakeWhenDue(undo?.until);
    return updated;
  }

  /** Wakes the outbox now, or once held e-mails fall due (its poll catches them after a restart). */
  private wakeWhenDue(until: Date | undefined) {
    if (!until) return this.outbox.wake();
    setTimeout(() => this.outbox.wake(), Math.max(0, until.getTime() - Date.now()) + 50).unref();
  }

  /**
   * Runs `add` (a comment on `idea` by `author`); a comment by the company's team (teamAccess:
   * the owner, or a member while the owner is on Business) is a team reply, queued with the
   * comment. A counter transaction, like `addComment`. Only a team member's mentions e-mail
   * anyone (issue 28); an `internal` note e-mails its mentions and no follower.
   */
  async teamReply<T>(
    idea: IdeaRow,
    author: Actor,
    reply: string,
    add: (byTeam: boolean) => Promise<T>,
    internal = false,
  ): Promise<T> {
    const company = await findCompanyById(this.db, idea.companyId);
    if (!company || (await teamAccess(this.db, author, company)).position === null) return add(false);
    const { result, queued } = await counterTransaction(this.db, async (tx) => {
      const added = await add(true);
      const url = ideaUrl(this.links.publicUrl, company.slug, idea.id);
      const letter = replyLetter(company, idea.title, author.name, reply, url);
      const followers = internal ? 0 : await this.queue(tx, idea, company, author, letter);
      const mentioned = await queueMentionEmails(tx, this.links, { company, idea, author }, reply, internal);
      return { result: added, queued: followers + mentioned };
    });
    if (queued > 0) this.outbox.wake();
    return result;
  }

  /**
   * Runs `merge` (of `source` into `target`) in a transaction that first queues the e-mails to
   * the source's followers (its voters, commenters and submitter, read before anything moves).
   */
  async merged<T>(source: IdeaRow, target: IdeaRow, actor: Actor, merge: (tx: Tx) => Promise<T>): Promise<T> {
    const company = await findCompanyById(this.db, source.companyId);
    invariant(company, 404, 'Feature not found');
    const { result, queued } = await this.db.transaction(async (tx) => {
      const url = ideaUrl(this.links.publicUrl, company.slug, target.id);
      const letter = mergeLetter(company, source.title, target.title, url);
      const queued = await this.queue(tx, source, company, actor, letter);
      return { result: await merge(tx), queued };
    });
    if (queued > 0) this.outbox.wake();
    return result;
  }

  private async queueStatusMail(
    tx: Queryable,
    idea: IdeaRow,
    actor: Actor,
    hold?: OutboxHold,
  ): Promise<number> {
    const company = await findCompanyById(tx, idea.companyId);
    if (!company) return 0;
    // The company's own label when its plan applies them, as its board shows it.
    const labels = appliedBoard(settingsOf(company), await companyPlan(tx, company)).statusLabels;
    const url = ideaUrl(this.links.publicUrl, company.slug, idea.id);
    const letter = statusLetter(company, idea.title, labels[idea.status], url);
    return this.queue(tx, idea, company, actor, letter, hold);
  }

  private async queue(
    tx: Queryable,
    idea: IdeaRow,
    company: CompanyRow,
    actor: Actor,
    letter: Letter,
    hold?: OutboxHold,
  ) {
    const recipients = await ideaFollowers(tx, idea, company, actor);
    await enqueueEmails(
      tx,
      recipients.map((to) => composeEmail(this.links, to, 'idea_updates', letter)),
      new Date(),
      hold,
    );
    return recipients.length;
  }
}
