/**
 * The contract: the generated document is a valid OpenAPI 3.1 document (the OAS 3.1 schema
 * that @seriousme/openapi-schema-validator ships, compiled here with Ajv: its own loader
 * reads files, which workerd cannot), every $ref resolves, every operation documents its
 * answers with an example, and the real answers of every operation (200, 304, its 400 or
 * 404) match the document's response schemas.
 */
import { env } from 'cloudflare:workers';
import { Hono } from 'hono';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import oas31 from '@seriousme/openapi-schema-validator/schemas/v3.1/schema.json';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOW, resetJobs, seedJobs, testJob } from '../../test/fixtures';
import { openApiDocument } from './openapi';
import { publicApiRoutes } from './routes';

type Json = Record<string, unknown>;

const app = new Hono().route('/', publicApiRoutes({ now: () => NOW }));
const document = openApiDocument('http://127.0.0.1:8787');
const paths = document.paths as Record<string, Record<string, Json>>;
const operations = Object.entries(paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);

function newAjv() {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('media-range', true);
  return ajv;
}

/** The document's component schemas under one id, so `{ $ref: 'https://contract.test/openapi#/$defs/Job' }` validates against the document itself. */
const answers = newAjv();
answers.addSchema(
  JSON.parse(
    JSON.stringify({ $id: 'https://contract.test/openapi', $defs: (document.components as Json).schemas }).replaceAll(
      '#/components/schemas/',
      '#/$defs/',
    ),
  ),
);

function resolve(pointer: string): unknown {
  expect(pointer.startsWith('#/')).toBe(true);
  return pointer
    .slice(2)
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Json)[key] : undefined), document);
}

/** The response object for a status, its $ref followed. */
function responseOf(operation: Json, status: string): Json {
  const response = (operation.responses as Record<string, Json>)[status]!;
  expect(response, status).toBeDefined();
  return (typeof response.$ref === 'string' ? resolve(response.$ref) : response) as Json;
}

function expectMatches(response: Json, body: unknown) {
  const schema = ((response.content as Json)['application/json'] as Json).schema as Json;
  const validate = answers.compile({
    $ref: `https://contract.test/openapi${String(schema.$ref).replace('#/components/schemas/', '#/$defs/')}`,
  });
  const valid = validate(body);
  expect(validate.errors ?? [], JSON.stringify(body).slice(0, 300)).toEqual([]);
  expect(valid).toBe(true);
}

function allRefs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => allRefs(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else allRefs(value, found);
    }
  }
  return found;
}

beforeAll(async () => {
  await resetJobs();
  await seedJobs([
    testJob('senior-solidity-engineer-lumen-labs', { company: 'Lumen Labs', tags: ['solidity', 'evm'] }),
    testJob('rust-engineer', { company: 'Lumen Labs', tags: ['rust'], numericSalary: null, salaryMin: null, salaryMax: null }),
  ]);
});

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', () => {
    const validate = newAjv().compile(oas31);
    expect(validate(document), JSON.stringify(validate.errors)).toBe(true);
    expect(document.openapi).toMatch(/^3\.1\.\d+$/);
  });

  it('resolves every $ref, and every component schema compiles as JSON Schema 2020-12', () => {
    const refs = allRefs(document);
    expect(refs.length).toBeGreaterThan(10);
    for (const ref of refs) expect(resolve(ref), ref).toBeDefined();
    for (const id of Object.keys((document.components as Json).schemas as Json))
      expect(answers.getSchema(`https://contract.test/openapi#/$defs/${id}`), id).toBeTypeOf('function');
  });

  it('documents every operation: parameters, the success, 304, 401, 429, 500 and 503 answers, the key scheme, a checked example and curl lines', () => {
    expect(operations.map(({ operation }) => operation.operationId)).toEqual([
      'listJobs',
      'getJob',
      'listCompanies',
      'getCompany',
      'listTags',
    ]);
    expect(document.servers).toEqual([{ url: '/api/v1', description: 'This site' }]);
    expect(((document.components as Json).securitySchemes as Json).apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const { operation } of operations) {
      for (const status of ['200', '304', '401', '429', '500', '503']) expect(responseOf(operation, status).description).toBeTruthy();
      expect(operation.security).toEqual([{}, { apiKey: [] }]);
      expect(operation['x-example-request']).toMatch(/^\//);
      expect(operation['x-codeSamples']).toHaveLength(2);
      const ok = responseOf(operation, '200');
      expectMatches(ok, ((ok.content as Json)['application/json'] as Json).example);
    }
    const jobParams = (paths['/jobs']!.get!.parameters as Json[]).map((p) => p.name);
    expect(jobParams).toEqual([
      'q',
      'tags',
      'remote',
      'city',
      'salary',
      'nosalary',
      'type',
      'level',
      'posted',
      'company',
      'sort',
      'limit',
      'cursor',
    ]);
  });

  it('is what /api/v1/openapi.json serves', async () => {
    const response = await app.request('/api/v1/openapi.json', {}, env);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(await response.json()).toEqual(document);
  });
});

describe('real answers against the document', () => {
  it.each(operations.map(({ path, operation }) => [operation.operationId as string, path, operation] as const))(
    '%s: its example request, its 304, a bad key and its failure match the documented responses',
    async (_id, path, operation) => {
      const url = `/api/v1${operation['x-example-request'] as string}`;
      const response = await app.request(url, {}, env);
      expect(response.status).toBe(200);
      const body = await response.json();
      expectMatches(responseOf(operation, '200'), body);
      expect((body as { items?: unknown[] }).items ?? [body]).not.toHaveLength(0);

      const again = await app.request(url, { headers: { 'if-none-match': response.headers.get('etag')! } }, env);
      expect(again.status).toBe(304);
      expect(responseOf(operation, '304')).toBeDefined();

      const badKey = await app.request(url, { headers: { authorization: 'Bearer not-a-key' } }, env);
      expect(badKey.status).toBe(401);
      expectMatches(responseOf(operation, '401'), await badKey.json());

      const failing = path.includes('{slug}') ? url.replace(/[^/]+$/, 'no-such-thing') : `${url}${url.includes('?') ? '&' : '?'}bogus=1`;
      const failure = await app.request(failing, {}, env);
      const status = path.includes('{slug}') ? '404' : '400';
      expect(String(failure.status)).toBe(status);
      expectMatches(responseOf(operation, status), await failure.json());
    },
  );
});
