/** A deleted company's address is not handed to anyone else for 90 days (issue 10 item 8). */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { createCompany, fastUser, useSayso } from '../../../test/helpers';
import { retiredSlugs } from '../../db/schema';

const sayso = useSayso();

async function createAndDelete(name: string) {
  const owner = await fastUser(sayso());
  const company = await createCompany(owner.client, { name });
  expect((await owner.client.delete(`/api/companies/${company.id}`)).status).toBe(200);
  return { owner, company };
}

it('retires the slug of a deleted company: a new one gets slug-2, by name or by proposed slug', async () => {
  const { owner, company } = await createAndDelete('Retired Rockets');
  expect(company.slug).toBe('retired_rockets');
  const row = (
    await sayso().db.select().from(retiredSlugs).where(eq(retiredSlugs.slug, 'retired_rockets'))
  )[0];
  expect(row?.retiredAt).toBeDefined();
  const byName = await createCompany((await fastUser(sayso())).client, { name: 'Retired Rockets' });
  expect(byName.slug).toBe('retired_rockets-2');
  const bySlug = await createCompany((await fastUser(sayso())).client, {
    name: 'Other',
    slug: 'retired_rockets',
  });
  expect(bySlug.slug).toBe('retired_rockets-3');
  // Nor does the old owner get it back: links to it may still be out there.
  expect((await createCompany(owner.client, { name: 'Retired Rockets' })).slug).toBe('retired_rockets-4');
});

it('frees the slug again after 90 days', async () => {
  await createAndDelete('Old Orchard');
  const longAgo = new Date(Date.now() - 91 * 24 * 3600_000).toISOString();
  await sayso()
    .db.update(retiredSlugs)
    .set({ retiredAt: longAgo })
    .where(eq(retiredSlugs.slug, 'old_orchard'));
  expect((await createCompany((await fastUser(sayso())).client, { name: 'Old Orchard' })).slug).toBe(
    'old_orchard',
  );
});
