/**
 * The search fields as the URL spells them, before any check: what `parseSearchParams`
 * keeps field by field, and what the gateway checks whole against the api's schema
 * before it fetches a first page for a document (search-input.ts).
 */

const list = (v: string | null) =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : undefined;

export function rawSearchFields(params: URLSearchParams): Record<string, unknown> {
  return {
    q: params.get('q') ?? undefined,
    tags: list(params.get('tags')),
    remote: params.get('remote') ?? undefined,
    city: params.get('city') ?? undefined,
    minSalary: params.has('salary') ? Number(params.get('salary')) : undefined,
    includeNoSalary: params.get('nosalary') === '1' ? true : undefined,
    employmentTypes: list(params.get('type')),
    seniorities: list(params.get('level')),
    posted: params.get('posted') ?? undefined,
    company: params.get('company') ?? undefined,
  };
}

/** A field the URL does not set: absent, an empty list or an empty string. */
export function isUnset(value: unknown): boolean {
  return value === undefined || (Array.isArray(value) && value.length === 0) || value === '';
}
