/** Dates of posts are days (front matter `date: 2026-10-01`, midnight UTC): shown in UTC so no reader sees the day before. */
const DAY = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export function formatPostDate(date: Date): string {
  return DAY.format(date);
}

export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

/** A tag slug as a label: `remote-work` -> `remote work`. */
export function tagLabel(tag: string): string {
  return tag.replace(/-/g, ' ');
}
