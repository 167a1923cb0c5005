/** Events grouped by the month they start in, in the order given (soonest or newest first). */
export interface MonthGroup<T> {
  key: string;
  label: string;
  events: T[];
}

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

export function groupByMonth<T extends { startsOn: string }>(events: readonly T[]): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = [];
  for (const event of events) {
    const key = event.startsOn.slice(0, 7);
    let group = groups.at(-1);
    if (group?.key !== key) {
      group = { key, label: MONTH.format(new Date(`${key}-01T00:00:00Z`)), events: [] };
      groups.push(group);
    }
    group.events.push(event);
  }
  return groups;
}

/** "3 Jul", or "3 Jul – 5 Jul" for an event of several days. */
export function dateRange(startsOn: string, endsOn: string): string {
  const start = DAY.format(new Date(`${startsOn}T00:00:00Z`));
  return startsOn === endsOn ? start : `${start} – ${DAY.format(new Date(`${endsOn}T00:00:00Z`))}`;
}
