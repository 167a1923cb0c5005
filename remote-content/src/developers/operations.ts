import { HTTP_METHODS, type HttpMethod, type JsonSchema, type OpenApiDocument, type Parameter, type Response } from './openapi-document';
import { describe, fieldRows, typeName, type FieldRow, type Resolve } from './schema-fields';

export interface ParameterRow extends FieldRow {
  in: Parameter['in'];
  /** The value the curl example uses, when the document gives one. */
  example?: string;
}

export interface ResponseView {
  status: string;
  description: string;
  fields: FieldRow[];
  /** The document's example answer, when it has one. */
  example?: unknown;
}

export interface OperationView {
  /** A fragment id for the operation's heading (`get-api-v1-jobs-slug`). */
  anchor: string;
  method: Uppercase<HttpMethod>;
  /** The path on the site: the server's path, then the operation's (`/api/v1/jobs/{slug}`). */
  path: string;
  /** The api's example request on the site (`/api/v1/jobs?q=solidity`), when it gives one. */
  exampleRequest?: string;
  summary: string;
  description: string;
  parameters: ParameterRow[];
  responses: ResponseView[];
}

/** Resolves a local JSON pointer (`#/components/schemas/Job`) in the document. */
export function resolverFor(document: OpenApiDocument): Resolve {
  return (ref) => {
    if (!ref.startsWith('#/')) return undefined;
    let node: unknown = document;
    for (const raw of ref.slice(2).split('/')) {
      const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
      node = (node as Record<string, unknown>)[key];
    }
    return typeof node === 'object' && node !== null && !Array.isArray(node) ? (node as JsonSchema) : undefined;
  };
}

const isRef = (value: object): value is { $ref: string } => '$ref' in value;

function exampleText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function parameterRow(parameter: Parameter, resolve: Resolve): ParameterRow {
  const schema = parameter.schema ?? {};
  const example =
    exampleText(parameter.example) ??
    exampleText(schema.example) ??
    (Array.isArray(schema.examples) ? exampleText(schema.examples[0]) : undefined);
  return {
    name: parameter.name,
    in: parameter.in,
    type: typeName(schema, resolve),
    required: parameter.required ?? parameter.in === 'path',
    description: parameter.description ?? describe(schema, resolve),
    ...(example === undefined ? {} : { example }),
  };
}

function responseView(status: string, response: Response, resolve: Resolve): ResponseView {
  const json = Object.entries(response.content ?? {}).find(([type]) => /json/i.test(type))?.[1];
  const example = json?.example ?? Object.values(json?.examples ?? {})[0]?.value;
  return {
    status,
    description: response.description ?? '',
    fields: json?.schema ? fieldRows(json.schema, resolve) : [],
    ...(example === undefined ? {} : { example }),
  };
}

/**
 * The path of the document's first server on this site (`/api/v1`), which every path in the
 * document is relative to; an absolute server URL counts by its path, since the examples call
 * the site they are read on.
 */
function serverPath(document: OpenApiDocument): string {
  const url = document.servers?.[0]?.url ?? '';
  const path = /^https?:\/\//i.test(url) ? new URL(url).pathname : url;
  return path.startsWith('/') ? path.replace(/\/+$/, '') : '';
}

const exampleRequestOf = (operation: { 'x-example-request'?: string | undefined } | undefined) => operation?.['x-example-request'];

/** Every operation of the document, in the document's order of paths then methods, ready to render. */
export function operationsOf(document: OpenApiDocument): OperationView[] {
  const resolve = resolverFor(document);
  const base = serverPath(document);
  const asParameter = (p: Parameter | { $ref: string }): Parameter | undefined =>
    isRef(p) ? (resolve(p.$ref) as Parameter | undefined) : p;
  const asResponse = (r: Response | { $ref: string }): Response | undefined => (isRef(r) ? (resolve(r.$ref) as Response | undefined) : r);

  return Object.entries(document.paths).flatMap(([relative, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const path = `${base}${relative}`;
      const example = exampleRequestOf(item[method]);
      const operation = item[method];
      if (!operation) return [];
      // An operation's parameter overrides the path item's one of the same name and place.
      const byKey = new Map<string, Parameter>();
      for (const p of [...(item.parameters ?? []), ...(operation.parameters ?? [])].map(asParameter)) {
        if (p) byKey.set(`${p.in}:${p.name}`, p);
      }
      return [
        {
          anchor: `${method}-${path}`
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, ''),
          method: method.toUpperCase() as Uppercase<HttpMethod>,
          path,
          ...(example === undefined ? {} : { exampleRequest: `${base}${example}` }),
          summary: operation.summary ?? operation.operationId ?? `${method.toUpperCase()} ${path}`,
          description: operation.description ?? '',
          parameters: [...byKey.values()].map((p) => parameterRow(p, resolve)),
          responses: Object.entries(operation.responses).flatMap(([status, r]) => {
            const response = asResponse(r);
            return response ? [responseView(status, response, resolve)] : [];
          }),
        },
      ];
    }),
  );
}
