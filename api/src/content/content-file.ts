/**
 * Content files of the repo (the directory's data), checked before anything is written:
 * a bad file fails the whole load with one message that names the file and the field.
 */
import { sha256Hex } from '@chainwork/shared-config/sha256';
import type { z } from 'zod';

/** One file as the loader receives it: its repository path and its text. */
export interface ContentFile {
  path: string;
  text: string;
}

export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    readonly problem: string,
  ) {
    super(`${file}: ${field ? `${field}: ` : ''}${problem}`);
    this.name = 'ContentFileError';
  }
}

/** `entries[3].website` from a zod path. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((out, key) => (typeof key === 'number' ? `${out}[${key}]` : out ? `${out}.${String(key)}` : String(key)), '');
}

/** Parses JSON and validates it; throws ContentFileError for the first problem. */
export function parseContentFile<T>(file: ContentFile, schema: z.ZodType<T>): T {
  let json: unknown;
  try {
    json = JSON.parse(file.text);
  } catch (error) {
    throw new ContentFileError(file.path, '', `not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ContentFileError(file.path, fieldPath(issue.path), issue.message);
  }
  return parsed.data;
}

/** A URL-safe key from a name: `a16z crypto` -> `a16z-crypto`. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** A short, stable digest of the loaded data, so a load that changes nothing is recognised. */
export async function digestOf(value: unknown): Promise<string> {
  return (await sha256Hex(JSON.stringify(value))).slice(0, 32);
}
