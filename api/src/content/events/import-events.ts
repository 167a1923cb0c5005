/**
 * The import command's core: a JSON list of events (the submission form's fields), all
 * validated before anything is written, then published in one batch of upserts. Importing
 * the same file again changes nothing; an event whose fields changed is updated and its
 * SEQUENCE bumped, so subscribed calendars take the change. The upsert itself decides what
 * changed, so the statements are right even when sent blind (the remote import).
 */
import { z } from 'zod';
import { eventInputSchema } from '@chainwork/shared-config/schemas/content';
import type { SqlDatabase } from '../../db/database';
import { parseContentFile, slugify, type ContentFile } from '../content-file';
import type { EventRow } from './event-row';

export const importFileSchema = z.strictObject({ events: z.array(eventInputSchema).min(1, 'has no events') });

export interface ImportResult {
  added: number;
  updated: number;
  unchanged: number;
}

const CHANGED = ['name', 'kind', 'format', 'region', 'city', 'starts_on', 'ends_on', 'url', 'description']
  .map((column) => `events.${column} IS NOT excluded.${column}`)
  .join(' OR ');

const UPSERT_SQL = `INSERT INTO events (slug, name, kind, format, region, city, starts_on, ends_on, url, description, status, origin,
    client_key, submitted_at, updated_at)
  VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, 'approved', 'import', '', ?11, ?11)
  ON CONFLICT (slug) DO UPDATE SET name = excluded.name, kind = excluded.kind, format = excluded.format, region = excluded.region,
    city = excluded.city, starts_on = excluded.starts_on, ends_on = excluded.ends_on, url = excluded.url, description = excluded.description,
    sequence = events.sequence + 1, updated_at = excluded.updated_at
  WHERE ${CHANGED}`;

export async function importEvents(db: SqlDatabase, file: ContentFile, now: Date = new Date()): Promise<ImportResult> {
  const { events } = parseContentFile(file, importFileSchema);
  const rows = events.map((f) => ({ slug: `${slugify(f.name) || 'event'}-${f.startsOn}`, f }));
  const result: ImportResult = { added: 0, updated: 0, unchanged: 0 };
  for (const { slug, f } of rows) {
    const row = await db.prepare('SELECT * FROM events WHERE slug = ?1').bind(slug).first<EventRow>();
    if (!row) result.added += 1;
    else if (
      row.name === f.name &&
      row.kind === f.kind &&
      row.format === f.format &&
      row.region === f.region &&
      row.city === f.city &&
      row.starts_on === f.startsOn &&
      row.ends_on === f.endsOn &&
      row.url === f.url &&
      row.description === f.description
    )
      result.unchanged += 1;
    else result.updated += 1;
  }
  await db.batch(
    rows.map(({ slug, f }) =>
      db
        .prepare(UPSERT_SQL)
        .bind(slug, f.name, f.kind, f.format, f.region, f.city, f.startsOn, f.endsOn, f.url, f.description, now.getTime()),
    ),
  );
  return result;
}
