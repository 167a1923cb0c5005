/**
 * The import command's core: a JSON list of events (the submission form's fields), all
 * validated before anything is written, then published in one batch. Importing the same
 * file again changes nothing; an event whose fields changed is updated (SEQUENCE bumped).
 */
import { z } from 'zod';
import { eventInputSchema } from '@chainwork/shared-config';
import type { SqlDatabase, SqlStatement } from '../../db/database';
import { parseContentFile, slugify, type ContentFile } from '../content-file';
import { insertEventStatement, updateEventStatement } from './events-repo';
import type { EventRow } from './event-row';

export const importFileSchema = z.strictObject({ events: z.array(eventInputSchema).min(1, 'has no events') });

export interface ImportResult { added: number; updated: number; unchanged: number }

const SAME_FIELDS = ['name', 'kind', 'format', 'region', 'city', 'url', 'description'] as const;

export async function importEvents(db: SqlDatabase, file: ContentFile, now: Date = new Date()): Promise<ImportResult> {
  const { events } = parseContentFile(file, importFileSchema);
  const result: ImportResult = { added: 0, updated: 0, unchanged: 0 };
  const statements: SqlStatement[] = [];
  for (const fields of events) {
    const slug = `${slugify(fields.name) || 'event'}-${fields.startsOn}`;
    const row = await db.prepare('SELECT * FROM events WHERE slug = ?1').bind(slug).first<EventRow>();
    if (!row) {
      statements.push(insertEventStatement(db, { fields, slug, status: 'approved', origin: 'import', clientKey: '', submittedBy: null, now }));
      result.added += 1;
    } else if (SAME_FIELDS.every((key) => row[key] === fields[key]) && row.ends_on === fields.endsOn) {
      result.unchanged += 1;
    } else {
      statements.push(updateEventStatement(db, row.id, fields, now));
      result.updated += 1;
    }
  }
  if (statements.length) await db.batch(statements);
  return result;
}
