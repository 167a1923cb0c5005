import type { JsonSchema } from './openapi-document';

/** One row of a parameters or response-fields table. */
export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

/** Resolves a local `$ref` (`#/components/schemas/Job`) in the document; anything else is unknown. */
export type Resolve = (ref: string) => JsonSchema | undefined;

const isRecord = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);
// Past this depth a table stops being readable; the example answer shows the rest.
const MAX_DEPTH = 4;
const MAX_ENUM_SHOWN = 8;

/** A schema with a `$ref` replaced by what it points at (once: the name is kept for the type). */
function deref(schema: JsonSchema, resolve: Resolve): JsonSchema {
  const ref = text(schema.$ref);
  return ref ? { ...(resolve(ref) ?? {}), ...schema, $ref: undefined } : schema;
}

/** `T | null` in 3.1 is `anyOf: [T, {type: 'null'}]` or `type: [T, 'null']`: the T, and whether null is allowed. */
function withoutNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : null;
  if (variants) {
    const others = variants.filter((v) => !(isRecord(v) && v.type === 'null'));
    if (others.length === 1 && others.length < variants.length && isRecord(others[0])) {
      return { schema: { ...others[0], description: schema.description ?? others[0].description }, nullable: true };
    }
  }
  if (Array.isArray(schema.type) && schema.type.includes('null')) {
    const types = schema.type.filter((t) => t !== 'null');
    if (types.length === 1) return { schema: { ...schema, type: types[0] }, nullable: true };
  }
  return { schema, nullable: false };
}

/** A short human name for a schema's type: `string (date-time)`, `Job[]`, `"day" | "year"`, `integer | null`. */
export function typeName(schema: unknown, resolve: Resolve): string {
  if (!isRecord(schema)) return 'any';
  const { schema: inner, nullable } = withoutNull(schema);
  const name = baseTypeName(inner, resolve);
  return nullable ? `${name} | null` : name;
}

function baseTypeName(schema: JsonSchema, resolve: Resolve): string {
  if (typeof schema.$ref === 'string') return refName(schema.$ref);
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) {
    return schema.enum.length <= MAX_ENUM_SHOWN
      ? schema.enum.map((v) => JSON.stringify(v)).join(' | ')
      : `${text(schema.type) || 'enum'} (one of ${schema.enum.length})`;
  }
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf : Array.isArray(schema.oneOf) ? schema.oneOf : null;
  if (variants) return variants.map((v) => typeName(v, resolve)).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.map(String).join(' | ');
  if (schema.type === 'array') return `${typeName(schema.items, resolve)}[]`;
  const type = text(schema.type) || (isRecord(schema.properties) ? 'object' : 'any');
  const format = text(schema.format);
  return format ? `${type} (${format})` : type;
}

/** The description of a schema, through a `$ref` when the referring schema has none. */
export function describe(schema: unknown, resolve: Resolve): string {
  if (!isRecord(schema)) return '';
  const own = text(schema.description);
  if (own) return own;
  return typeof schema.$ref === 'string' ? text(resolve(schema.$ref)?.description) : text(withoutNull(schema).schema.description);
}

/**
 * The fields of an object schema as table rows, nested objects and arrays of objects spelt
 * out (`items[].salary.currency`) down to a readable depth, which also ends a schema that
 * refers to itself.
 */
export function fieldRows(schema: unknown, resolve: Resolve, prefix = '', depth = 0): FieldRow[] {
  if (!isRecord(schema) || depth >= MAX_DEPTH) return [];
  const object = unwrap(schema, resolve);
  if (!isRecord(object.properties)) return [];
  const required = new Set(Array.isArray(object.required) ? object.required.map(String) : []);
  return Object.entries(object.properties).flatMap(([key, property]) => {
    const name = `${prefix}${key}`;
    const row: FieldRow = {
      name,
      type: typeName(property, resolve),
      required: required.has(key),
      description: describe(property, resolve),
    };
    if (!isRecord(property)) return [row];
    const inner = unwrap(property, resolve);
    const nested =
      inner.type === 'array' ? fieldRows(inner.items, resolve, `${name}[].`, depth + 1) : fieldRows(inner, resolve, `${name}.`, depth + 1);
    return [row, ...nested];
  });
}

/** The schema a field really has: through its `$ref`, without its `| null`, through the `$ref` that leaves. */
function unwrap(schema: JsonSchema, resolve: Resolve): JsonSchema {
  return deref(withoutNull(deref(schema, resolve)).schema, resolve);
}
