/**
 * /api/companies/{id}/tags and /api/features/{id}/tags (issue 28): the team's own tags. Reading
 * and putting tags on ideas is triage (`triageIdeas`, the whole team); creating, renaming,
 * recolouring and deleting them changes what every teammate filters by, so it is the settings'
 * editors' (`companySettings`, admin and owner), as categories are.
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import {
  createTagSchema,
  ideaTagsSchema,
  TAG_MESSAGES,
  TEAM_PERMISSIONS,
  updateTagSchema,
} from '../../contract';
import { ApiError } from '../../lib/errors';
import { idParam } from '../../lib/params';
import { readJson } from '../../lib/validate';
import { requireCompanyById } from '../companies/companies';
import { requireIdea } from '../ideas/ideas';
import { requireCompanyPermission, requireCompanyWithRole, requireSignedIn } from '../team/authorization';
import { setIdeaTags } from './idea-tags';
import { addTag, deleteTag, listTags, updateTag } from './tags';

function tagParam(value: string | undefined): number {
  const id = value && /^\d{1,10}$/.test(value) ? Number(value) : Number.NaN;
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
    throw new ApiError(404, TAG_MESSAGES.notFound);
  return id;
}

/** Under /api/companies: the company's tags. */
export function tagCompanyRoutes({ db }: AppDeps) {
  const triage = TEAM_PERMISSIONS.triageIdeas.least;
  const settings = TEAM_PERMISSIONS.companySettings.least;
  return new Hono<AppEnv>()
    .get('/:id/tags', async (c) => {
      const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), triage);
      return c.json(await listTags(db, company.id));
    })
    .post('/:id/tags', async (c) => {
      const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), settings);
      return c.json(await addTag(db, company.id, await readJson(c, createTagSchema)), 201);
    })
    .patch('/:id/tags/:tagId', async (c) => {
      const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), settings);
      const tagId = tagParam(c.req.param('tagId'));
      return c.json(await updateTag(db, company.id, tagId, await readJson(c, updateTagSchema)));
    })
    .delete('/:id/tags/:tagId', async (c) => {
      const company = await requireCompanyWithRole(db, c.get('user'), c.req.param('id'), settings);
      await deleteTag(db, company.id, tagParam(c.req.param('tagId')));
      return c.json({ ok: true });
    });
}

/** Under /api/features: the tags one idea carries, set by the team that triages it. */
export function ideaTagRoutes({ db }: AppDeps) {
  return new Hono<AppEnv>().put('/:id/tags', async (c) => {
    const user = c.get('user');
    requireSignedIn(user);
    const idea = await requireIdea(db, idParam(c.req.param('id'), 'Feature'));
    await requireCompanyPermission(db, user, await requireCompanyById(db, idea.companyId), 'triageIdeas');
    return c.json(await setIdeaTags(db, idea, await readJson(c, ideaTagsSchema)));
  });
}
