import type { OpenApiDocument } from './openapi-document';

/**
 * A minimal valid OpenAPI 3.1 document in the shape the api generates (components by `$ref`,
 * `T | null` as `anyOf`, examples per operation), for the page's tests.
 */
export const OPENAPI_FIXTURE = {
  openapi: '3.1.0',
  info: { title: 'Chainwork jobs API', version: '1.0.0', description: 'Live crypto jobs as JSON.' },
  servers: [{ url: '/api/v1' }],
  paths: {
    '/jobs': {
      get: {
        operationId: 'searchJobs',
        'x-example-request': "/jobs?q=rust+dev's",
        summary: 'Search jobs',
        description: 'The same search as the site, newest first.',
        parameters: [
          { name: 'q', in: 'query', description: 'Words to search for', schema: { type: 'string', maxLength: 100 }, example: 'rust' },
          { name: 'cursor', in: 'query', description: 'Where the next page starts', schema: { type: 'string' } },
        ],
        responses: {
          '200': {
            description: 'A page of jobs',
            content: {
              'application/json': {
                schema: { $ref: '#/components/schemas/JobList' },
                example: { items: [{ slug: 'rust-engineer', title: 'Rust engineer', salary: null }], nextCursor: null },
              },
            },
          },
          '400': { $ref: '#/components/responses/Error' },
          '429': { $ref: '#/components/responses/Error' },
        },
      },
    },
    '/jobs/{slug}': {
      get: {
        operationId: 'getJob',
        summary: 'One job',
        parameters: [
          { name: 'slug', in: 'path', required: true, description: 'The job’s slug', schema: { type: 'string', example: 'rust-engineer' } },
        ],
        responses: {
          '200': { description: 'The job', content: { 'application/json': { schema: { $ref: '#/components/schemas/JobSummary' } } } },
          '404': { $ref: '#/components/responses/Error' },
        },
      },
    },
  },
  components: {
    schemas: {
      Salary: {
        type: 'object',
        description: 'Pay as the company published it.',
        properties: {
          min: { type: 'number' },
          currency: { type: 'string', description: 'ISO 4217 currency code' },
          interval: { type: 'string', enum: ['year', 'month', 'hour'] },
        },
        required: ['min', 'currency', 'interval'],
      },
      JobSummary: {
        type: 'object',
        properties: {
          slug: { type: 'string' },
          title: { type: 'string' },
          postedAt: { type: 'string', format: 'date-time', description: 'ISO 8601 date and time, UTC' },
          salary: { anyOf: [{ $ref: '#/components/schemas/Salary' }, { type: 'null' }] },
        },
        required: ['slug', 'title', 'postedAt', 'salary'],
      },
      JobList: {
        type: 'object',
        properties: {
          items: { type: 'array', items: { $ref: '#/components/schemas/JobSummary' } },
          nextCursor: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'Pass as `cursor` for the next page' },
        },
        required: ['items', 'nextCursor'],
      },
      Error: {
        type: 'object',
        properties: {
          error: {
            type: 'object',
            properties: {
              code: { type: 'string', enum: ['bad_request', 'unauthorized', 'not_found', 'rate_limited'] },
              message: { type: 'string', description: 'For people' },
              param: { type: 'string', description: 'The parameter at fault' },
            },
            required: ['code', 'message'],
          },
        },
        required: ['error'],
      },
    },
    responses: {
      Error: {
        description: 'The one error shape',
        content: {
          'application/json': {
            schema: { $ref: '#/components/schemas/Error' },
            example: { error: { code: 'not_found', message: 'No job has this slug' } },
          },
        },
      },
    },
    securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', description: 'An API key from your account page' } },
  },
  security: [{}, { apiKey: [] }],
} satisfies OpenApiDocument;
