/**
 * After-commit hooks on both engines: they run once the outermost transaction has committed,
 * never when it rolls back, at once outside a transaction, and PostgreSQL's retried attempts
 * leave no hook of theirs behind.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSayso, useSayso } from '../../test/helpers';
import { counterTransaction } from './engine';
import { retiredSlugs } from './schema';
import { afterCommit } from './transaction-scope';

const sayso = useSayso(() => openSayso());
const row = (slug: string) => ({ slug, retiredAt: new Date().toISOString() });

describe('afterCommit', () => {
  it('runs after the commit, where the change is visible to everyone', async () => {
    const { engine } = sayso();
    const seen: string[] = [];
    await engine.transaction(async (tx) => {
      await tx.insert(retiredSlugs).values(row('committed'));
      afterCommit(() => seen.push('hook'));
      // A nested transaction's hooks wait for the outermost commit too.
      await tx.transaction(async () => afterCommit(() => seen.push('nested')));
      seen.push('work done');
    });
    expect(seen).toEqual(['work done', 'hook', 'nested']);
    const stored = await engine.db.select().from(retiredSlugs).where(eq(retiredSlugs.slug, 'committed'));
    expect(stored).toHaveLength(1);
  });

  it('drops the hooks of a transaction that rolls back', async () => {
    const { engine } = sayso();
    const seen: string[] = [];
    await expect(
      engine.transaction(async (tx) => {
        await tx.insert(retiredSlugs).values(row('rolled-back'));
        afterCommit(() => seen.push('hook'));
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    expect(seen).toEqual([]);
  });

  it('runs at once outside a transaction, and again after the next one only for its own hooks', async () => {
    const { engine } = sayso();
    const seen: string[] = [];
    afterCommit(() => seen.push('outside'));
    expect(seen).toEqual(['outside']);
    await counterTransaction(engine.db, async () => afterCommit(() => seen.push('counter')));
    expect(seen).toEqual(['outside', 'counter']);
  });

  it("keeps one request's hooks out of another's transaction while both run", async () => {
    const { engine } = sayso();
    const seen: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const first = engine.transaction(async () => {
      afterCommit(() => seen.push('first'));
      await held;
    });
    const second = engine.transaction(async () => afterCommit(() => seen.push('second')));
    // Outside both: at once, whatever is open meanwhile.
    afterCommit(() => seen.push('outside'));
    release();
    await Promise.all([first, second]);
    expect(seen[0]).toBe('outside');
    expect([...seen].sort()).toEqual(['first', 'outside', 'second']);
  });
});
