/** The schema of a directory data file (content/funding/*.json) and its entries. */
import { z } from 'zod';
import {
  CONTENT_LIMITS,
  DIRECTORY_TYPES,
  ECOSYSTEMS,
  FOCUS_AREAS,
  FUNDING_STAGES,
  type DirectoryType,
} from '@chainwork/shared-config/content';
import { multiLineText, singleLineText } from '@chainwork/shared-config/schemas/text';
import { ContentFileError, parseContentFile, slugify, type ContentFile } from '../content-file';

const httpsUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) address' }).max(CONTENT_LIMITS.urlMax);
const unique = <T extends string>(values: readonly [T, ...T[]], what: string) =>
  z
    .array(z.enum(values, { error: (issue) => `unknown ${what} "${String(issue.input)}"` }))
    .refine((list) => new Set(list).size === list.length, `repeats a ${what}`);

export const directoryEntryFileSchema = z.strictObject({
  name: singleLineText().min(1, 'is empty').max(CONTENT_LIMITS.nameMax),
  type: z.enum(DIRECTORY_TYPES, { error: (issue) => `unknown type "${String(issue.input)}"` }),
  description: singleLineText().min(10, 'is too short').max(CONTENT_LIMITS.listingDescriptionMax),
  website: httpsUrl,
  location: singleLineText().min(1, 'is empty').max(CONTENT_LIMITS.cityMax),
  stages: unique(FUNDING_STAGES, 'stage').default([]),
  focus: unique(FOCUS_AREAS, 'focus area').min(1, 'needs at least one focus area'),
  ecosystems: unique(ECOSYSTEMS, 'ecosystem').default([]),
  /** Programme terms, only where they are a public fact of the programme. */
  terms: multiLineText().min(1).max(CONTENT_LIMITS.listingNoteMax).optional(),
});

export const directoryFileSchema = z.strictObject({
  attribution: z.strictObject({ text: singleLineText().min(1), url: httpsUrl }).optional(),
  entries: z.array(directoryEntryFileSchema).min(1, 'has no entries'),
});

export interface DirectoryEntryRecord {
  slug: string;
  name: string;
  type: DirectoryType;
  description: string;
  website: string;
  location: string;
  stages: string[];
  focus: string[];
  ecosystems: string[];
  terms: string | null;
  sourceFile: string;
  attribution: string | null;
}

/** Every file parsed and checked together (names must be unique across files). */
export function parseDirectoryFiles(files: readonly ContentFile[]): DirectoryEntryRecord[] {
  const records: DirectoryEntryRecord[] = [];
  const seen = new Map<string, string>();
  for (const file of [...files].sort((a, b) => a.path.localeCompare(b.path))) {
    const data = parseContentFile(file, directoryFileSchema);
    const attribution = data.attribution ? `${data.attribution.text} (${data.attribution.url})` : null;
    data.entries.forEach((entry, index) => {
      const slug = slugify(entry.name);
      if (!slug) throw new ContentFileError(file.path, `entries[${index}].name`, 'has no letters or digits');
      const other = seen.get(slug);
      if (other) throw new ContentFileError(file.path, `entries[${index}].name`, `"${entry.name}" is already listed in ${other}`);
      seen.set(slug, file.path);
      records.push({ slug, ...entry, terms: entry.terms ?? null, sourceFile: file.path, attribution });
    });
  }
  return records;
}
