const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** A key's created or last-used date as people read it; "Never" for a key not used yet. */
export function keyDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined) return 'Never';
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? 'Unknown' : DAY.format(date);
}

/** The machine-readable form for `<time dateTime>`. */
export function isoOf(value: Date | string | number): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}
