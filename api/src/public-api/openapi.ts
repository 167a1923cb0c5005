/**
 * The OpenAPI 3.1 document of `/api/v1`, generated: the answers' components come from the
 * zod schemas the routes parse every answer with (schemas.ts, `z.toJSONSchema`), the query
 * parameters from the schemas the routes read them with (query.ts), the path parameters from
 * the procedures' slug schemas, and each example is parsed through its schema (examples.ts).
 * Nothing here restates a field. Served at `/api/v1/openapi.json`; the /developers page renders it.
 */
import { z } from 'zod';
import { companySlugSchema } from '@chainwork/shared-config/companies';
import {
  API_KEY_PREFIX,
  API_KEY_SCHEME,
  PUBLIC_API_CACHE_CONTROL,
  PUBLIC_API_KEYED_CACHE_CONTROL,
  PUBLIC_API_LIMITS,
  PUBLIC_API_PREFIX,
  PUBLIC_API_VERSION,
} from '@chainwork/shared-config/public-api';
import { slugSchema } from '../router/inputs';
import { EXAMPLES } from './examples';
import { companiesQuerySchema, jobsQuerySchema } from './query';
import { publicApiSchemas } from './schemas';

type JsonObject = Record<string, unknown>;

const COMPONENT_REF = (id: string) => `#/components/schemas/${id}`;

/** The registered answer schemas as `components.schemas` (no per-schema `$schema`/`$id`: the document's dialect covers them). */
function componentSchemas(): Record<string, JsonObject> {
  const { schemas } = z.toJSONSchema(publicApiSchemas, { target: 'draft-2020-12', io: 'output', uri: COMPONENT_REF });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _dialect, $id: _id, ...rest } = schema as JsonObject;
      return [id, rest];
    }),
  );
}

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io }) as JsonObject;
  return rest;
}

/** Query parameters from a strict object of optional strings, described field by field. */
function queryParameters(schema: z.ZodObject): JsonObject[] {
  const properties = (jsonSchemaOf(schema).properties ?? {}) as Record<string, JsonObject>;
  return Object.entries(properties).map(([name, property]) => {
    const { description, example, ...valueSchema } = property;
    return { name, in: 'query', required: false, description, schema: valueSchema, ...(example === undefined ? {} : { example }) };
  });
}

function slugParameter(schema: z.ZodType, example: string): JsonObject {
  return { name: 'slug', in: 'path', required: true, schema: jsonSchemaOf(schema), example };
}

const ref = (id: string) => ({ $ref: COMPONENT_REF(id) });
const errorAnswer = (description: string, example: unknown, headers?: JsonObject) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ref('Error'), example } },
});

const CACHE_HEADERS = {
  ETag: { description: 'Strong tag of the answer; send it back as If-None-Match', schema: { type: 'string' } },
  'Cache-Control': {
    description: `\`${PUBLIC_API_CACHE_CONTROL}\` without a key, \`${PUBLIC_API_KEYED_CACHE_CONTROL}\` with one`,
    schema: { type: 'string' },
  },
  Vary: { description: 'Always `Authorization`', schema: { type: 'string' } },
  'Access-Control-Allow-Origin': { description: 'Always `*`', schema: { type: 'string' } },
};

const COMMON_RESPONSES = {
  NotModified: { description: 'The If-None-Match tag is current; no body', headers: CACHE_HEADERS },
  Unauthorized: errorAnswer('The API key is malformed, unknown or revoked (never served anonymously instead)', EXAMPLES.unauthorized),
  RateLimited: errorAnswer('Over the limit of this client or key', EXAMPLES.rateLimited, {
    'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } },
  }),
  InternalError: errorAnswer('Something failed on our side; details are logged, never sent', EXAMPLES.internal),
  Unavailable: errorAnswer('The service did not answer in time', EXAMPLES.unavailable, {
    'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } },
  }),
  BadRequest: errorAnswer('A query parameter is unknown, repeated or invalid; `param` names it', EXAMPLES.badRequest),
  NotFound: errorAnswer('Nothing has this slug', EXAMPLES.notFound),
};

interface OperationSpec {
  operationId: string;
  summary: string;
  description: string;
  parameters: JsonObject[];
  answer: string;
  example: { path: string; body: unknown };
  /** The failure peculiar to the operation: a bad query, or an unknown slug. */
  failure: 'BadRequest' | 'NotFound';
}

function operation(siteUrl: string, spec: OperationSpec): JsonObject {
  const url = `${siteUrl}${PUBLIC_API_PREFIX}${spec.example.path}`;
  return {
    operationId: spec.operationId,
    summary: spec.summary,
    description: spec.description,
    tags: ['read'],
    parameters: spec.parameters,
    security: [{}, { apiKey: [] }],
    responses: {
      '200': {
        description: 'OK',
        headers: CACHE_HEADERS,
        content: { 'application/json': { schema: ref(spec.answer), example: spec.example.body } },
      },
      '304': { $ref: '#/components/responses/NotModified' },
      [spec.failure === 'BadRequest' ? '400' : '404']: { $ref: `#/components/responses/${spec.failure}` },
      '401': { $ref: '#/components/responses/Unauthorized' },
      '429': { $ref: '#/components/responses/RateLimited' },
      '500': { $ref: '#/components/responses/InternalError' },
      '503': { $ref: '#/components/responses/Unavailable' },
    },
    // For the /developers page: the example request (relative to the server) and ready curl lines.
    'x-example-request': spec.example.path,
    'x-codeSamples': [
      { lang: 'Shell', label: 'curl', source: `curl -s '${url}'` },
      {
        lang: 'Shell',
        label: 'curl with a key',
        source: `curl -s -H 'Authorization: ${API_KEY_SCHEME} ${API_KEY_PREFIX}YOUR_KEY' '${url}'`,
      },
    ],
  };
}

/** The whole document; `siteUrl` only completes the curl lines (the server is site-relative). */
export function openApiDocument(siteUrl: string): JsonObject {
  const limits = `Without a key: ${PUBLIC_API_LIMITS.anonymous.units} calls per ${PUBLIC_API_LIMITS.anonymous.periodSeconds} s per client; with a key: ${PUBLIC_API_LIMITS.keyed.units} per ${PUBLIC_API_LIMITS.keyed.periodSeconds} s per key.`;
  return {
    openapi: '3.1.1',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Chainwork public API',
      version: PUBLIC_API_VERSION,
      description: `Read-only: live crypto jobs (the site's own search), companies and tags, as JSON. Answers carry an ETag and \`${PUBLIC_API_CACHE_CONTROL}\`; ask again with If-None-Match for a 304. Any origin may call it (CORS). ${limits} Every error is \`{"error":{"code","message","param"?}}\`.`,
    },
    servers: [{ url: PUBLIC_API_PREFIX, description: 'This site' }],
    tags: [{ name: 'read', description: 'Public reads' }],
    paths: {
      '/jobs': {
        get: operation(siteUrl, {
          operationId: 'listJobs',
          summary: 'Search live jobs',
          description:
            "The site's search: text, filters and sorts as the site's search URL spells them, one page per call; pass `nextCursor` back as `cursor` for the next.",
          parameters: queryParameters(jobsQuerySchema),
          answer: 'JobList',
          example: EXAMPLES.listJobs,
          failure: 'BadRequest',
        }),
      },
      '/jobs/{slug}': {
        get: operation(siteUrl, {
          operationId: 'getJob',
          summary: 'One job by its slug',
          description: 'Expired and closed jobs too (see `expired`, `closed`).',
          parameters: [slugParameter(slugSchema, 'senior-solidity-engineer-lumen-labs')],
          answer: 'Job',
          example: EXAMPLES.getJob,
          failure: 'NotFound',
        }),
      },
      '/companies': {
        get: operation(siteUrl, {
          operationId: 'listCompanies',
          summary: 'The company directory',
          description: 'Companies with jobs on the site, those hiring now first.',
          parameters: queryParameters(companiesQuerySchema),
          answer: 'CompanyList',
          example: EXAMPLES.listCompanies,
          failure: 'BadRequest',
        }),
      },
      '/companies/{slug}': {
        get: operation(siteUrl, {
          operationId: 'getCompany',
          summary: 'One company with its live jobs',
          description: 'The profile the company page shows.',
          parameters: [slugParameter(companySlugSchema, 'lumen-labs')],
          answer: 'Company',
          example: EXAMPLES.getCompany,
          failure: 'NotFound',
        }),
      },
      '/tags': {
        get: operation(siteUrl, {
          operationId: 'listTags',
          summary: 'Tags of live jobs',
          description: 'Most used first, with how many live jobs carry each; use them in the `tags` filter.',
          parameters: [],
          answer: 'TagList',
          example: EXAMPLES.listTags,
          failure: 'BadRequest',
        }),
      },
    },
    components: {
      schemas: componentSchemas(),
      responses: COMMON_RESPONSES,
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: `${API_KEY_PREFIX}...`,
          description: `Optional. An API key from your account page, as \`Authorization: ${API_KEY_SCHEME} ${API_KEY_PREFIX}...\`, for the higher limit. A wrong or revoked key is a 401, never served anonymously.`,
        },
      },
    },
  };
}
