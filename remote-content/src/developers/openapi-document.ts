import { z } from 'zod';

/**
 * The part of an OpenAPI 3.1 document the /developers page reads, checked at the boundary:
 * the document comes over the network at run time, so a shape the page cannot render is an
 * error state, never a crash halfway through the page. JSON Schemas stay loose records and
 * are read defensively (schema.ts): they nest without end and 3.1 allows any keyword.
 */
/**
 * A map of names to `value`s. Not `z.record` nor `z.boolean`: zod's classes land in the
 * container's shared zod chunk, which the blog list's first load carries, and no first page
 * uses those two (+1.2 KB gzip); an object with only a catch-all, and a literal of both
 * booleans, parse the same.
 */
const mapOf = <T extends z.ZodType>(value: T) => z.object({}).catchall(value);
const boolean = z.literal([true, false]);

const jsonSchema = z.looseObject({});
export type JsonSchema = z.infer<typeof jsonSchema>;

const reference = z.object({ $ref: z.string() });

const parameter = z.object({
  name: z.string(),
  in: z.enum(['query', 'path', 'header', 'cookie']),
  description: z.string().optional(),
  required: boolean.optional(),
  schema: jsonSchema.optional(),
  example: z.unknown().optional(),
});
export type Parameter = z.infer<typeof parameter>;

const mediaType = z.object({
  schema: jsonSchema.optional(),
  example: z.unknown().optional(),
  examples: mapOf(z.object({ summary: z.string().optional(), value: z.unknown().optional() })).optional(),
});

const response = z.object({
  description: z.string().optional(),
  content: mapOf(mediaType).optional(),
});
export type Response = z.infer<typeof response>;

const operation = z.object({
  operationId: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  tags: z.array(z.string()).optional(),
  parameters: z.array(z.union([reference, parameter])).optional(),
  responses: mapOf(z.union([reference, response])),
  security: z.array(mapOf(z.array(z.string()))).optional(),
  /** The api's example request, relative to the server (`/jobs?q=solidity`): the curl example calls it. */
  'x-example-request': z
    .string()
    .regex(/^\/\S*$/)
    .optional(),
});
export type Operation = z.infer<typeof operation>;

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

const pathItem = z.object({
  parameters: z.array(z.union([reference, parameter])).optional(),
  ...Object.fromEntries(HTTP_METHODS.map((method) => [method, operation.optional()])),
}) as z.ZodType<{ parameters?: Array<z.infer<typeof reference> | Parameter> } & Partial<Record<HttpMethod, Operation>>>;

const securityScheme = z.object({
  type: z.string(),
  scheme: z.string().optional(),
  bearerFormat: z.string().optional(),
  name: z.string().optional(),
  in: z.string().optional(),
  description: z.string().optional(),
});

export const openApiDocument = z.object({
  openapi: z.string().regex(/^3\.1\.\d+$/, 'Not an OpenAPI 3.1 document'),
  info: z.object({ title: z.string(), version: z.string(), description: z.string().optional() }),
  servers: z.array(z.object({ url: z.string(), description: z.string().optional() })).optional(),
  paths: mapOf(pathItem),
  components: z
    .object({
      schemas: mapOf(jsonSchema).optional(),
      parameters: mapOf(parameter).optional(),
      responses: mapOf(response).optional(),
      securitySchemes: mapOf(securityScheme).optional(),
    })
    .optional(),
  security: z.array(mapOf(z.array(z.string()))).optional(),
});
export type OpenApiDocument = z.infer<typeof openApiDocument>;
