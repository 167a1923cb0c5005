import type { EmploymentType, Seniority } from '@chainwork/shared-config';
import type { Random } from './prng';
import type { Role } from './roles';

/** How often each level is hired; null stands for postings that state no level. */
const SENIORITY_WEIGHTS: ReadonlyArray<readonly [Seniority | null, number]> = [
  ['intern', 2],
  ['junior', 12],
  ['mid', 30],
  ['senior', 34],
  ['lead', 11],
  ['principal', 4],
  ['executive', 3],
  [null, 4],
];

const SALARY_FACTOR: Record<Seniority, number> = {
  intern: 0.35,
  junior: 0.7,
  mid: 1,
  senior: 1.3,
  lead: 1.5,
  principal: 1.75,
  executive: 1.9,
};

const YEARS: Record<Seniority, number> = { intern: 0, junior: 1, mid: 3, senior: 5, lead: 7, principal: 10, executive: 10 };

/** A level the role has: principal and executive exist only where the role defines them. */
export function pickSeniority(random: Random, role: Role): Seniority | null {
  const level = random.weighted(SENIORITY_WEIGHTS);
  if (level === 'principal' && !role.principal) return 'senior';
  if (level === 'executive' && !role.executiveTitle) return 'lead';
  return level;
}

export function titleFor(role: Role, seniority: Seniority | null): string {
  switch (seniority) {
    case 'intern':
      return `${role.title} Intern`;
    case 'junior':
      return `Junior ${role.title}`;
    case 'senior':
      return `Senior ${role.title}`;
    case 'lead':
      return `Lead ${role.title}`;
    case 'principal':
      return `Principal ${role.title}`;
    case 'executive':
      return role.executiveTitle ?? `Lead ${role.title}`;
    default:
      return role.title;
  }
}

export function salaryFactor(seniority: Seniority | null): number {
  return seniority ? SALARY_FACTOR[seniority] : 1;
}

/** Years of experience a requirement asks for; null where asking makes no sense (interns). */
export function yearsFor(seniority: Seniority | null): number | null {
  if (seniority === 'intern') return null;
  return seniority ? Math.max(1, YEARS[seniority]) : 3;
}

const EMPLOYMENT_WEIGHTS: ReadonlyArray<readonly [EmploymentType, number]> = [
  ['FULL_TIME', 88],
  ['CONTRACTOR', 7],
  ['PART_TIME', 3],
  ['TEMPORARY', 2],
];

/** Mostly full-time; interns are always INTERN. */
export function pickEmploymentType(random: Random, seniority: Seniority | null): EmploymentType {
  return seniority === 'intern' ? 'INTERN' : random.weighted(EMPLOYMENT_WEIGHTS);
}
