/** The calendar: approved events, upcoming or past, and what visitors submit. */
import type { EventFields, EventFilters } from '@chainwork/shared-config/content';
import type { SqlDatabase, SqlStatement } from '../../db/database';
import { slugify } from '../content-file';
import { EVENT_COLUMNS, addDays, isoDay, toEvent, type CalendarEvent, type EventRow } from './event-row';

/** The archive shows at most this many past events. */
export const PAST_EVENTS_LIMIT = 200;
/** The iCal feed carries past events this many days back, so recent ones stay in subscribers' calendars. */
export const FEED_PAST_DAYS = 90;

function inList(column: string, values: readonly string[] | undefined, params: unknown[]): string {
  if (!values?.length) return '';
  const marks = values.map((value) => {
    params.push(value);
    return `?${params.length}`;
  });
  return ` AND ${column} IN (${marks.join(', ')})`;
}

export async function listEvents(db: SqlDatabase, filters: EventFilters, now: Date): Promise<CalendarEvent[]> {
  const params: unknown[] = [isoDay(now)];
  const past = filters.period === 'past';
  let sql = `SELECT ${EVENT_COLUMNS} FROM events WHERE status = 'approved' AND ends_on ${past ? '<' : '>='} ?1`;
  sql += inList('kind', filters.kinds, params) + inList('format', filters.formats, params) + inList('region', filters.regions, params);
  sql += past ? ` ORDER BY starts_on DESC, name LIMIT ${PAST_EVENTS_LIMIT}` : ' ORDER BY starts_on, name';
  const { results } = await db
    .prepare(sql)
    .bind(...params)
    .all<EventRow>();
  return results.map(toEvent);
}

export async function approvedEvent(db: SqlDatabase, slug: string): Promise<CalendarEvent | null> {
  const row = await db.prepare(`SELECT ${EVENT_COLUMNS} FROM events WHERE slug = ?1 AND status = 'approved'`).bind(slug).first<EventRow>();
  return row ? toEvent(row) : null;
}

/** What the iCal feed carries: upcoming events and those of the last FEED_PAST_DAYS days. */
export async function feedEvents(db: SqlDatabase, now: Date): Promise<CalendarEvent[]> {
  const { results } = await db
    .prepare(`SELECT ${EVENT_COLUMNS} FROM events WHERE status = 'approved' AND ends_on >= ?1 ORDER BY starts_on, name`)
    .bind(addDays(isoDay(now), -FEED_PAST_DAYS))
    .all<EventRow>();
  return results.map(toEvent);
}

/**
 * A slug no other event has: the name and the start date, and a short suffix if even that is taken.
 * The taken ones are `base` and those starting `base-`, read as a range (`-` < `.` in byte order),
 * never a LIKE pattern: D1 refuses a pattern over 50 bytes, and a slug's base is up to 91.
 */
export async function freeEventSlug(db: SqlDatabase, name: string, startsOn: string): Promise<string> {
  const base = `${slugify(name) || 'event'}-${startsOn}`;
  const taken = await db
    .prepare("SELECT slug FROM events WHERE slug = ?1 OR (slug >= ?1 || '-' AND slug < ?1 || '.')")
    .bind(base)
    .all<{ slug: string }>();
  const used = new Set(taken.results.map((r) => r.slug));
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** How often a submission looks for a free slug again after losing one to a simultaneous submission. */
const SLUG_ATTEMPTS = 8;

/**
 * Inserts an event under the first free slug of its name and day. Submissions of the same
 * name and day at the same moment find the same slug free; the insert takes it only if it is
 * still free, and whoever lost looks again (each round, one of them wins).
 */
export async function insertWithFreeSlug(db: SqlDatabase, event: Omit<NewEvent, 'slug'>): Promise<string> {
  for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt += 1) {
    const slug = await freeEventSlug(db, event.fields.name, event.fields.startsOn);
    if (await insertEventStatement(db, { ...event, slug }, 'skip').first()) return slug;
  }
  throw new Error(`no free slug for an event after ${SLUG_ATTEMPTS} attempts`);
}

export interface NewEvent {
  fields: EventFields;
  slug: string;
  status: 'pending' | 'approved';
  origin: 'submission' | 'import' | 'sample';
  clientKey: string;
  submittedBy: string | null;
  now: Date;
}

/** `onSlugTaken: 'skip'` inserts nothing (and returns no row) when the slug was taken meanwhile. */
export function insertEventStatement(db: SqlDatabase, event: NewEvent, onSlugTaken: 'fail' | 'skip' = 'fail'): SqlStatement {
  const f = event.fields;
  const at = event.now.getTime();
  return db
    .prepare(
      `INSERT INTO events (slug, name, kind, format, region, city, starts_on, ends_on, url, description, status, origin,
      client_key, submitted_by, submitted_at, updated_at)
    VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?15)${onSlugTaken === 'skip' ? ' ON CONFLICT (slug) DO NOTHING RETURNING slug' : ''}`,
    )
    .bind(
      event.slug,
      f.name,
      f.kind,
      f.format,
      f.region,
      f.city,
      f.startsOn,
      f.endsOn,
      f.url,
      f.description,
      event.status,
      event.origin,
      event.clientKey,
      event.submittedBy,
      at,
    );
}

/** Replaces an event's fields, bumping SEQUENCE so subscribed calendars take the change. */
export function updateEventStatement(db: SqlDatabase, id: number, f: EventFields, now: Date): SqlStatement {
  return db
    .prepare(
      `UPDATE events SET name = ?2, kind = ?3, format = ?4, region = ?5, city = ?6, starts_on = ?7, ends_on = ?8, url = ?9,
      description = ?10, sequence = sequence + 1, updated_at = ?11 WHERE id = ?1`,
    )
    .bind(id, f.name, f.kind, f.format, f.region, f.city, f.startsOn, f.endsOn, f.url, f.description, now.getTime());
}
