import type { Seniority } from '@chainwork/shared-config';

/**
 * Title words for each seniority; the first that matches wins: an intern is an intern whoever
 * they work for, then the most senior level ("Senior Staff Engineer" is principal, "Senior Lead"
 * lead). Staff is principal where it is the engineering level above Senior that leads without
 * managing (Staff Engineer, Staff Researcher): the board's Principal holds it; elsewhere
 * ("Staff Accountant") it says nothing. "Head of", directors, VPs and chiefs are executive.
 * A title with none of these words has no seniority (null), not "mid": a plain "Software
 * Engineer" says nothing about it.
 */
const STAFF_ROLE = String.raw`(?=(?:[\s-]+[\w+#./]+){0,3}?[\s-]+(?:engineer|developer|scientist|researcher|designer|architect|product manager)s?\b)`;

const LEVELS: ReadonlyArray<readonly [Seniority, RegExp]> = [
  ['intern', /\b(?:intern|internship|trainee|apprentice|werkstudent|working student)\b/i],
  [
    'executive',
    /\b(?:chief|c[teofmi]o|vp|svp|evp|vice[- ]president|head of|director|general manager|managing director|president|co-?founder)\b/i,
  ],
  ['principal', new RegExp(String.raw`\b(?:principal|distinguished|staff${STAFF_ROLE})\b`, 'i')],
  ['lead', /\b(?:lead|leader)\b(?![\s-]+gen)/i],
  ['senior', /\b(?:senior|sr\.?)(?![\w-])/i],
  ['mid', /\b(?:mid[- ]?level|intermediate)\b/i],
  ['junior', /\b(?:junior|jr\.?|entry[- ]level|graduate|new grad)(?![\w-])/i],
];

export function seniorityFromTitle(title: string): Seniority | null {
  for (const [level, pattern] of LEVELS) if (pattern.test(title)) return level;
  return null;
}
