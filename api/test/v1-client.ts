/**
 * A /api/v1 caller for tests: sends a key as `Authorization: Bearer`, and checks every answer
 * against the OpenAPI document the app serves (the route's response schema for that status,
 * with ajv's JSON Schema 2020-12, OpenAPI 3.1's dialect), so no test answer can drift from it.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect } from 'vitest';
import type { ApiKeyScope, CreatedApiKey } from '../src/contract';
import { type Answer, Client, type Loose, ownerWithCompany, type TestSayso } from './helpers';

type OpenApiDoc = Loose;

const ajv = new Ajv2020({ strict: false, allErrors: true });
const compiled = new Map<string, ReturnType<typeof ajv.compile>>();

/** The document's path template for a concrete path: '/api/v1/ideas/7' → '/ideas/{id}'. */
export function templateFor(doc: OpenApiDoc, path: string): string | undefined {
  const base: string = doc.servers[0].url;
  const full = path.split('?')[0] as string;
  if (!full.startsWith(`${base}/`)) return undefined;
  const bare = full.slice(base.length);
  return Object.keys(doc.paths).find((template) =>
    new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(bare),
  );
}

/** Fails the test when `answer` is not what the document says `method path` answers. */
export function expectDocumented(doc: OpenApiDoc, method: string, path: string, answer: Answer): void {
  const template = templateFor(doc, path);
  expect(template, `${method} ${path} is not in the document`).toBeDefined();
  const operation = doc.paths[template as string][method.toLowerCase()];
  expect(operation, `${method} ${template} is not in the document`).toBeDefined();
  const response = operation.responses[String(answer.status)];
  expect(response, `${method} ${template} does not document ${answer.status}`).toBeDefined();
  const schema = response.content['application/json'].schema;
  const key = `${method} ${template} ${answer.status}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: doc.components });
    compiled.set(key, validate);
  }
  expect(validate(answer.body), `${key}: ${ajv.errorsText(validate.errors)}`).toBe(true);
}

/** Reads the served document once per app. */
export async function servedDocument(sayso: Pick<TestSayso, 'app'>): Promise<OpenApiDoc> {
  return (await new Client(sayso).get('/api/v1/openapi.json')).body;
}

/** A key holder calling /api/v1; every answer is checked against the document. */
export class V1Client {
  private readonly client: Client;

  constructor(
    sayso: Pick<TestSayso, 'app'>,
    private readonly doc: OpenApiDoc,
    public secret: string | null,
  ) {
    this.client = new Client(sayso);
  }

  async call(method: string, path: string, json?: unknown, headers: Record<string, string> = {}) {
    const all = { ...headers, ...(this.secret ? { authorization: `Bearer ${this.secret}` } : {}) };
    const answer = await this.client.call(method, `/api/v1${path}`, { json, headers: all });
    expectDocumented(this.doc, method, `/api/v1${path}`, answer);
    return answer;
  }

  get = (path: string, headers?: Record<string, string>) => this.call('GET', path, undefined, headers);
  post = (path: string, json: unknown, headers?: Record<string, string>) =>
    this.call('POST', path, json, headers);
  patch = (path: string, json: unknown) => this.call('PATCH', path, json);
  delete = (path: string) => this.call('DELETE', path);
}

/** A board's idea as the v1 create call takes it. */
export const V1_IDEA = {
  title: 'Export to CSV',
  description: 'A CSV export of every idea, please.',
  category: 'new_features',
};

/** An owner with a company and a key of `scope` made through the dashboard's route, and its caller. */
export async function companyWithKey(sayso: TestSayso, doc: OpenApiDoc, scope: ApiKeyScope = 'write') {
  const owner = await ownerWithCompany(sayso);
  const res = await owner.client.post(`/api/companies/${owner.company.id}/api-keys`, { name: 'Test', scope });
  const key = res.body as CreatedApiKey;
  return { owner, key, api: new V1Client(sayso, doc, key.secret) };
}
