import { EMPLOYMENT_TYPES, type EmploymentType } from '@chainwork/shared-config';

/** Providers' words, lower case without spaces, hyphens and underscores ("Full-time", "FullTime", "FULL_TIME"). */
const WORDS: ReadonlyArray<readonly [RegExp, EmploymentType]> = [
  [/^(?:fulltime|permanent|regular|fulltimepermanent|permanentfulltime|fulltimeemployee|salaried)$/, 'FULL_TIME'],
  [/^(?:parttime|parttimepermanent)$/, 'PART_TIME'],
  [/^(?:contract|contractor|freelance|freelancer|consultant|consulting|contracttohire|independentcontractor|b2b)$/, 'CONTRACTOR'],
  [/^(?:intern|internship|trainee|apprentice|apprenticeship|werkstudent|workingstudent)$/, 'INTERN'],
  [/^(?:temporary|temp|fixedterm|seasonal|perdiem|fulltimetemporary|fulltimefixedterm)$/, 'TEMPORARY'],
];

/**
 * The employment type a provider states, by the whole words, else by their first known part
 * ("Part-time contract" is PART_TIME). FULL_TIME when the provider states nothing: no field, an
 * empty one, or only words none of the lists knows ("Other", "Volunteer"), which are treated as
 * saying nothing. Job boards' postings are full-time unless they say otherwise, every job needs a
 * type, and dropping the posting for an unread word would hide real jobs.
 */
export function normaliseEmployment(text: string | null): EmploymentType {
  if (text === null || text.trim() === '') return 'FULL_TIME';
  const upper = text.trim().toUpperCase();
  if ((EMPLOYMENT_TYPES as readonly string[]).includes(upper)) return upper as EmploymentType;
  // Words joined up to three at a time from the left, so "Part time contract" reads "parttime" first.
  const words = text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    for (const length of [3, 2, 1]) {
      if (i + length > words.length) continue;
      const joined = words.slice(i, i + length).join('');
      for (const [pattern, type] of WORDS) if (pattern.test(joined)) return type;
    }
  }
  return 'FULL_TIME';
}
