/**
 * Usage counts read back by range (usage.ts): days that can no longer change are summed from the
 * table once (usage-history.ts), today's and yesterday's every time, and the sums are the same.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ownerOnPlan, useSayso } from '../../../test/helpers';
import { addDays, utcDay } from '../../contract';
import { usageDaily } from '../../db/schema';
import { recordUsage, usageByHost, usageTotals } from './usage';
import { splitAtClosed } from './usage-history';

const sayso = useSayso();

const today = utcDay(new Date());
const range = { from: addDays(today, -30), to: today };

describe('splitAtClosed', () => {
  it('closes every day before yesterday', () => {
    const now = new Date(`${today}T23:59:59.999Z`);
    expect(splitAtClosed(range, now)).toEqual({
      closed: { from: range.from, to: addDays(today, -2) },
      open: { from: addDays(today, -1), to: today },
    });
    expect(splitAtClosed({ from: addDays(today, -1), to: today }, now)).toEqual({
      open: { from: addDays(today, -1), to: today },
    });
    expect(splitAtClosed({ from: range.from, to: addDays(today, -2) }, now)).toEqual({
      closed: { from: range.from, to: addDays(today, -2) },
    });
  });
});

describe('usageByHost and usageTotals', () => {
  it('read closed days from the table once and today and yesterday every time', async () => {
    const { company } = await ownerOnPlan(sayso(), 'business');
    const db = sayso().db;
    const day = (daysAgo: number, count: number, host = 'https://shop.example/a') => ({
      companyId: company.id,
      day: addDays(today, -daysAgo),
      event: 'panel_opened' as const,
      source: 'widget' as const,
      host,
      count,
    });
    await db.insert(usageDaily).values([day(10, 5), day(2, 7, 'https://shop.example/b')]);
    await recordUsage(db, company.id, {
      event: 'panel_opened',
      source: 'widget',
      host: 'https://shop.example/a',
    });
    expect(await usageByHost(db, company.id, range)).toEqual(
      expect.arrayContaining([
        { event: 'panel_opened', source: 'widget', host: 'https://shop.example/a', count: 6 },
        { event: 'panel_opened', source: 'widget', host: 'https://shop.example/b', count: 7 },
      ]),
    );

    // Closed days are not read again (their rows gone from the table still count); yesterday's
    // and today's new rows count at once.
    await db.delete(usageDaily).where(eq(usageDaily.day, addDays(today, -10)));
    await db.insert(usageDaily).values(day(1, 100));
    await recordUsage(db, company.id, {
      event: 'panel_opened',
      source: 'widget',
      host: 'https://shop.example/a',
    });
    await recordUsage(db, company.id, { event: 'board_viewed', source: 'board' });
    const rows = await usageByHost(db, company.id, range);
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(
      expect.arrayContaining([
        { event: 'panel_opened', source: 'widget', host: 'https://shop.example/a', count: 107 },
        { event: 'panel_opened', source: 'widget', host: 'https://shop.example/b', count: 7 },
        { event: 'board_viewed', source: 'board', host: '', count: 1 },
      ]),
    );
    expect(await usageTotals(db, company.id, range)).toEqual(
      expect.arrayContaining([
        { event: 'panel_opened', source: 'widget', count: 114 },
        { event: 'board_viewed', source: 'board', count: 1 },
      ]),
    );
    // Another range is its own sum.
    expect(await usageTotals(db, company.id, { from: addDays(today, -12), to: addDays(today, -2) })).toEqual([
      { event: 'panel_opened', source: 'widget', count: 7 },
    ]);
  });
});
