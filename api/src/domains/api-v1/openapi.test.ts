/**
 * The OpenAPI 3.1 document at /api/v1/openapi.json: every v1 route of the app is in it (from
 * the router's own table), it is well-formed OpenAPI 3.1 (structure, references, schemas that
 * compile as JSON Schema 2020-12), and the reference page and its assets are served from us.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client, type Loose, useSayso } from '../../../test/helpers';
import { servedDocument, templateFor } from '../../../test/v1-client';
import { CHANGELOG_IDEA_LIMIT, CHANGELOG_TITLE_MAX } from '../../contract';

let doc: Loose;
const sayso = useSayso();
beforeAll(async () => {
  doc = await servedDocument(sayso());
});

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Served by v1 but not part of the API it describes. */
const UNDOCUMENTED = new Set([
  'GET /api/v1/openapi.json',
  'GET /api/v1/reference',
  'GET /api/v1/reference/:file',
]);

function v1Routes(): string[] {
  const keys = sayso()
    .app.routes.filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/v1/'))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(keys)].filter((key) => !UNDOCUMENTED.has(key));
}

/** Every `$ref` in the document, wherever it is. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') found.push(item);
      else refsIn(item, found);
    }
  return found;
}

describe('the OpenAPI document', () => {
  it('has every v1 route of the app, and nothing the app does not serve', () => {
    const routes = v1Routes();
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const documented: string[] = [];
    for (const [path, item] of Object.entries<Loose>(doc.paths))
      for (const method of Object.keys(item).filter((key) => METHODS.includes(key)))
        documented.push(`${method.toUpperCase()} ${doc.servers[0].url}${path.replace(/\{(\w+)\}/g, ':$1')}`);
    expect(routes.filter((key) => !documented.includes(key))).toEqual([]);
    expect(documented.filter((key) => !routes.includes(key))).toEqual([]);
    expect(templateFor(doc, '/api/v1/ideas/12/votes')).toBe('/ideas/{id}/votes');
  });

  it('is well-formed OpenAPI 3.1', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(typeof doc.info.title).toBe('string');
    expect(typeof doc.info.version).toBe('string');
    expect(doc.components.securitySchemes.bearerAuth).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    for (const [path, item] of Object.entries<Loose>(doc.paths)) {
      expect(path.startsWith('/')).toBe(true);
      for (const [method, operation] of Object.entries<Loose>(item)) {
        expect(METHODS).toContain(method);
        expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
        for (const [status, response] of Object.entries<Loose>(operation.responses)) {
          expect(status).toMatch(/^[1-5]\d\d$/);
          expect(typeof response.description).toBe('string');
        }
        // Each {name} in the path is a declared, required path parameter.
        for (const [, name] of path.matchAll(/\{(\w+)\}/g)) {
          const param = (operation.parameters ?? []).find((p: Loose) => p.in === 'path' && p.name === name);
          expect(param?.required, `${method} ${path} {${name}}`).toBe(true);
        }
      }
    }
    const operations = Object.values<Loose>(doc.paths).flatMap((item) => Object.values<Loose>(item));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const ref of refsIn(doc)) {
      const [, section, name] = /^#\/components\/(\w+)\/(\w+)$/.exec(ref) ?? [];
      expect(doc.components[section as string]?.[name as string], ref).toBeDefined();
    }
    const ajv = new Ajv2020({ strict: false });
    for (const [name, schema] of Object.entries<Loose>(doc.components.schemas))
      expect(() => ajv.compile({ ...schema, components: doc.components }), name).not.toThrow();
  });

  it('documents the contract’s own limits and messages for request bodies', () => {
    const create = doc.paths['/ideas'].post.requestBody.content['application/json'].schema;
    const title = (create.$ref ? doc.components.schemas.CreateIdea : create).properties.title;
    expect(title).toMatchObject({ minLength: 5, maxLength: 100 });
    // Issue 29: the changelog's draft, with the contract's limits.
    const entry = doc.components.schemas.CreateChangelogEntry.properties;
    expect(entry.title).toMatchObject({ minLength: 1, maxLength: CHANGELOG_TITLE_MAX });
    expect(entry.ideaIds).toMatchObject({ maxItems: CHANGELOG_IDEA_LIMIT });
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/changelog', '/changelog/{id}', '/changelog/{id}/publish']),
    );
  });

  it('is public: no key is needed to read it', async () => {
    const res = await new Client(sayso()).get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe(doc.openapi);
  });
});

describe('the OpenAPI document for generated clients and online viewers (issue 23)', () => {
  it('types every id as an integer: path parameters and the ids of every schema', () => {
    const integer = expect.objectContaining({ type: 'integer' });
    for (const [path, item] of Object.entries<Loose>(doc.paths))
      for (const [method, operation] of Object.entries<Loose>(item))
        for (const param of (operation.parameters ?? []).filter((p: Loose) => /(^id|Id)$/.test(p.name)))
          expect(param.schema, `${method} ${path} ${param.name}`).toEqual(integer);
    // Webhook events carry an opaque event id ('evt_…') and a voter's externalId is the
    // company's own string; every id of a Sayso record is an integer.
    const records = Object.entries<Loose>(doc.components.schemas).filter(([name]) => !name.endsWith('Event'));
    expect(records.map(([name]) => name)).toEqual(expect.arrayContaining(['Idea', 'Vote', 'Comment']));
    for (const [name, schema] of records)
      for (const [field, property] of Object.entries<Loose>(schema.properties ?? {}))
        if (/(^id|Id)$/.test(field) && field !== 'externalId')
          expect(property.type, `${name}.${field}`).toContain('integer');
    // A real idea's id in the path validates against the documented parameter.
    const param = doc.paths['/ideas/{id}'].get.parameters.find((p: Loose) => p.name === 'id');
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(param.schema);
    expect(validate(42)).toBe(true);
    expect(validate('42')).toBe(false);
  });

  it('is readable from any origin by GET, without credentials', async () => {
    const origin = 'https://editor.swagger.io';
    const preflight = await sayso().app.request('http://localhost/api/v1/openapi.json', {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const read = await sayso().app.request('http://localhost/api/v1/openapi.json', { headers: { origin } });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe('*');
    expect(read.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('leaves the keyed API without CORS, so no browser page reads it with a key or cookies', async () => {
    const origin = 'https://evil.example';
    const preflight = await sayso().app.request('http://localhost/api/v1/ideas', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    const read = await sayso().app.request('http://localhost/api/v1/ideas', {
      headers: { origin, authorization: 'Bearer sk_live_nothing' },
    });
    expect(read.status).toBe(401);
    expect(read.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the reference page', () => {
  it('serves Swagger UI and its assets from this server, under the portal’s CSP', async () => {
    const page = await sayso().app.request('http://localhost/api/v1/reference');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1] as string);
    expect(sources.length).toBe(4);
    for (const source of sources) {
      if (source === 'data:,') continue; // no favicon request
      expect(source.startsWith('/api/v1/reference/')).toBe(true);
      const asset = await sayso().app.request(`http://localhost${source}`);
      expect(asset.status, source).toBe(200);
      expect((await asset.arrayBuffer()).byteLength).toBeGreaterThan(50);
    }
    expect(html).not.toMatch(/<script>[^<]/);
    expect((await sayso().app.request('http://localhost/api/v1/reference/package.json')).status).toBe(404);
  });
});
