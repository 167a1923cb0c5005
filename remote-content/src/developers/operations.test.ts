import { describe, expect, it } from 'vitest';
import { curlCommand, exampleUrl } from './curl';
import { OPENAPI_FIXTURE } from './openapi-fixture';
import { openApiDocument } from './openapi-document';
import { operationsOf } from './operations';

const operations = operationsOf(openApiDocument.parse(OPENAPI_FIXTURE));
const [search, byslug] = operations;

describe('operationsOf', () => {
  it('lists each operation with its method, path, parameters and resolved response fields', () => {
    expect(operations.map((op) => `${op.method} ${op.path}`)).toEqual(['GET /api/v1/jobs', 'GET /api/v1/jobs/{slug}']);
    expect(search!.parameters.map((p) => [p.name, p.in, p.type, p.required])).toEqual([
      ['q', 'query', 'string', false],
      ['cursor', 'query', 'string', false],
    ]);
    const fields = Object.fromEntries(search!.responses[0]!.fields.map((f) => [f.name, f.type]));
    expect(fields).toMatchObject({
      items: 'JobSummary[]',
      'items[].postedAt': 'string (date-time)',
      'items[].salary': 'Salary | null',
      'items[].salary.interval': '"year" | "month" | "hour"',
      nextCursor: 'string | null',
    });
    // A referenced error response is resolved, with its example.
    expect(byslug!.responses.map((r) => r.status)).toEqual(['200', '404']);
    expect(byslug!.responses[1]!.example).toEqual({ error: { code: 'not_found', message: 'No job has this slug' } });
  });

  it('refuses a document that is not OpenAPI 3.1', () => {
    expect(openApiDocument.safeParse({ ...OPENAPI_FIXTURE, openapi: '3.0.3' }).success).toBe(false);
    expect(openApiDocument.safeParse({ openapi: '3.1.0' }).success).toBe(false);
  });
});

describe('curl examples', () => {
  it("fill the path and the query from the document's examples, quoted for a shell", () => {
    expect(exampleUrl('https://site.test', byslug!)).toBe('https://site.test/api/v1/jobs/rust-engineer');
    // The api's own example request, quoted so that the shell expands nothing in it.
    expect(curlCommand('https://site.test', search!)).toBe(`curl -sS 'https://site.test/api/v1/jobs?q=rust+dev'\\''s'`);
    expect(curlCommand('https://site.test', search!, 'Authorization: Bearer $KEY')).toBe(
      `curl -sS 'https://site.test/api/v1/jobs?q=rust+dev'\\''s' \\\n  -H "Authorization: Bearer $KEY"`,
    );
    // Without one, the path and the parameters' examples.
    const { exampleRequest: _, ...withoutExample } = search!;
    expect(exampleUrl('https://site.test', withoutExample)).toBe('https://site.test/api/v1/jobs?q=rust');
  });
});
