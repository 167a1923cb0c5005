/** An event as the api hands it out, and its row. */
import type { EventFormat, EventKind, EventRegion, SubmissionStatus } from '@chainwork/shared-config/content';
import { DAY_MS } from '@chainwork/shared-config/time';

export interface CalendarEvent {
  slug: string;
  name: string;
  kind: EventKind;
  format: EventFormat;
  region: EventRegion;
  city: string;
  /** All-day dates, YYYY-MM-DD, inclusive. */
  startsOn: string;
  endsOn: string;
  url: string;
  description: string;
  /** Fictional local sample data (never in production). */
  sample: boolean;
  /** For iCalendar: SEQUENCE and DTSTAMP/LAST-MODIFIED. */
  sequence: number;
  updatedAt: Date;
}

export interface EventRow {
  id: number;
  slug: string;
  name: string;
  kind: EventKind;
  format: EventFormat;
  region: EventRegion;
  city: string;
  starts_on: string;
  ends_on: string;
  url: string;
  description: string;
  origin: string;
  sequence: number;
  updated_at: number;
  status: SubmissionStatus;
  submitted_by: string | null;
  submitted_at: number;
  moderation_note: string | null;
}

export const EVENT_COLUMNS = `id, slug, name, kind, format, region, city, starts_on, ends_on, url, description, origin, sequence, updated_at,
  status, submitted_by, submitted_at, moderation_note`;

export function toEvent(row: EventRow): CalendarEvent {
  return {
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    format: row.format,
    region: row.region,
    city: row.city,
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    url: row.url,
    description: row.description,
    sample: row.origin === 'sample',
    sequence: row.sequence,
    updatedAt: new Date(row.updated_at),
  };
}

/** Today's date (UTC) as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}
