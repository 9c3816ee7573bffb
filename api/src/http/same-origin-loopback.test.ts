/** With a loopback PUBLIC_URL (the default), its other loopback names are the same site. */
import { expect, it } from 'vitest';
import { fastUser, ideaBody, openSayso, ownerWithCompany, useSayso } from '../../test/helpers';

const sayso = useSayso(() => openSayso({ PUBLIC_URL: 'http://localhost:3000' }));

it('accepts localhost, 127.0.0.1 and [::1] on the same port, and nothing else', async () => {
  const { company } = await ownerWithCompany(sayso());
  const user = await fastUser(sayso());
  const post = (origin: string) =>
    user.client.post('/api/features', ideaBody(company.id), { headers: { origin } });
  for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000']) {
    expect((await post(origin)).status, origin).toBe(201);
  }
  for (const origin of [
    'http://localhost:5173',
    'https://localhost:3000',
    'http://localhost.evil.example:3000',
  ]) {
    expect((await post(origin)).status, origin).toBe(403);
  }
});
