/**
 * The benchmark's 10,000 alerts: varied searches a job board's users save, drawn from the
 * seed's own vocabulary (role words, skill tags, companies) and the filters' values, with a
 * fixed PRNG so every run measures the same alerts. Each is validated by the search schema.
 */
import {
  COUNTRIES,
  EMPLOYMENT_TYPES,
  REGIONS,
  REMOTE_ANY,
  REMOTE_WORLDWIDE,
  SALARY_FLOORS,
  SENIORITIES,
  type SearchFilters,
} from '@chainwork/shared-config';
import { searchFiltersSchema } from '@chainwork/shared-config/schemas/search';
import { COMPANIES, ROLES, SKILL_TAGS, mulberry32, type Random } from '@chainwork/api/seed';

const ROLE_WORDS = [...new Set(ROLES.flatMap((role) => role.title.toLowerCase().split(/\s+/)))].filter((w) => w.length > 2);
const REMOTE_SCOPES = [REMOTE_ANY, REMOTE_WORLDWIDE, ...REGIONS.map((r) => r.id), ...COUNTRIES.slice(0, 8).map((c) => c.code)];

/** The kinds of saved search, with their share of the mix. */
export const ALERT_KINDS = [
  ['text', 0.25],
  ['filters', 0.3],
  ['text + filters', 0.35],
  ['company', 0.05],
  ['everything', 0.05],
] as const;

function text(random: Random): string {
  const words = random.sample(ROLE_WORDS, random.int(1, 2));
  return random.chance(0.3) ? `${words.join(' ')} ${random.pick(SKILL_TAGS)}` : words.join(' ');
}

function filters(random: Random): SearchFilters {
  const search: SearchFilters = {};
  if (random.chance(0.5)) search.tags = random.sample(SKILL_TAGS, random.int(1, 2));
  if (random.chance(0.5)) search.remote = random.pick(REMOTE_SCOPES);
  if (random.chance(0.35)) search.minSalary = random.pick(SALARY_FLOORS.slice(0, 5));
  if (random.chance(0.3)) search.seniorities = random.sample(SENIORITIES, random.int(1, 2));
  if (random.chance(0.15)) search.employmentTypes = [random.pick(EMPLOYMENT_TYPES)];
  if (Object.keys(search).length === 0) search.tags = [random.pick(SKILL_TAGS)];
  return search;
}

export function alertSearches(count: number, seed: number): Array<{ kind: string; search: SearchFilters }> {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => {
    const kind = random.weighted(ALERT_KINDS.map(([k, w]) => [k, w] as const));
    let search: SearchFilters;
    switch (kind) {
      case 'text':
        search = { q: text(random) };
        break;
      case 'filters':
        search = filters(random);
        break;
      case 'text + filters':
        search = { q: text(random), ...filters(random) };
        break;
      case 'company':
        search = { company: random.pick(COMPANIES).slug };
        break;
      default:
        search = {};
    }
    return { kind, search: searchFiltersSchema.parse(search) };
  });
}
