import { groupThousands } from '../format/numbers';

const count = (n: number, one: string, many: string) => `${groupThousands(n)} ${n === 1 ? one : many}`;

/** "1 open job", "12 open jobs", "No open jobs". */
export function openJobsLabel(n: number): string {
  return n === 0 ? 'No open jobs' : count(n, 'open job', 'open jobs');
}

/** "3 roles closed in the last 90 days". */
export function recentlyClosedLabel(n: number, days: number): string {
  return `${count(n, 'role', 'roles')} closed in the last ${days} days`;
}

/** "1 company", "1,204 companies". */
export function companiesLabel(n: number): string {
  return count(n, 'company', 'companies');
}
