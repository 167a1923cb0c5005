import { slugify } from '../seed/slug';

/** Words that name the same thing in different spellings, so "Sr. Rust Eng" and "Senior Rust Engineer" meet. */
const SAME_WORD: Record<string, string> = {
  sr: 'senior',
  jr: 'junior',
  eng: 'engineer',
  engr: 'engineer',
  dev: 'developer',
  mgr: 'manager',
  swe: 'software-engineer',
};
/** Words that say where or how, not what: the place is its own part of the fingerprint. */
const NOISE = new Set(['remote', 'hybrid', 'onsite', 'on-site', 'm', 'f', 'd', 'w', 'x', 'all', 'genders']);

/**
 * One role of one company in one place: `{company}|{title words}|{place}`. Two postings with
 * the same fingerprint are the same job on the board (the same role on two boards, an import
 * of a role also posted here, or a repost of a closed role).
 */
export function roleFingerprint(companySlug: string, title: string, place: string): string {
  const words = slugify(title)
    .split('-')
    .map((word) => SAME_WORD[word] ?? word)
    .filter((word) => word && !NOISE.has(word));
  return `${companySlug}|${words.join('-')}|${slugify(place)}`;
}
