import type { EmploymentType, JobStatus, Seniority } from '@chainwork/shared-config';
import { CHAIN_PROFILE, COMPANIES, KIND_PROFILE, type Company, type CompanyKind } from './companies';
import { buildDescription } from './description';
import { pickPlace } from './places';
import { mulberry32, weightedTable, type Random } from './prng';
import { ROLES, type Role } from './roles';
import { pickSalary } from './salary';
import { pickEmploymentType, pickSeniority, salaryFactor, titleFor } from './seniority';
import { slugify } from './slug';
import { MINUTE_MS } from '@chainwork/shared-config/time';

/** One job as the seed writes it (camelCase; insert.ts maps it to columns). */
export interface SeedJob {
  slug: string;
  title: string;
  company: string;
  descriptionMd: string;
  postedAt: Date;
  location: string;
  standardizedLocation: string;
  numericSalary: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: 'USD';
  employmentType: EmploymentType;
  seniority: Seniority | null;
  tags: string[];
  applyUrl: string;
  companyUrl: string;
  /**
   * Always null: a logo URL on the `.example` TLD would never load, and a broken
   * image logs a console error in every browser; the UI shows its fallback instead.
   */
  companyLogo: null;
  status: JobStatus;
}

export interface GenerateJobsOptions {
  count: number;
  seed: number;
  /** Dates fall in the 60 days before this instant. */
  now: Date;
}

/** Posting dates spread over this window; with 30-day validity about half are expired. */
export const SEED_WINDOW_MS = 60 * 24 * 60 * 60 * 1000;
const MIN_TAGS = 2;
const MAX_TAGS = 6;

const STATUS_WEIGHTS: ReadonlyArray<readonly [JobStatus, number]> = [
  ['published', 97],
  ['draft', 2],
  ['removed', 1],
];
/** Bigger companies post more jobs. */
const pickCompany = weightedTable(COMPANIES.map((c) => [c, Math.sqrt(c.headcount)] as const));

/** Who a company hires depends on what it builds: auditors at security firms, and so on. */
const rolePickers = new Map<CompanyKind, (random: Random) => Role>();
function pickRole(random: Random, kind: CompanyKind): Role {
  let picker = rolePickers.get(kind);
  if (!picker) {
    picker = weightedTable(ROLES.map((role) => [role, role.weight * (role.affinity?.[kind] ?? 1)] as const));
    rolePickers.set(kind, picker);
  }
  return picker(random);
}

/**
 * Deterministic, realistic crypto jobs: the same (count, seed, now) always gives the
 * same jobs, in posting order (oldest first, so ids follow dates once inserted).
 */
export function generateJobs(options: GenerateJobsOptions): SeedJob[] {
  if (!Number.isInteger(options.count) || options.count < 0) throw new Error(`count must be a whole number >= 0, got ${options.count}`);
  const random = mulberry32(options.seed);
  const slugs = new Set<string>();
  const nowMinute = Math.floor(options.now.getTime() / MINUTE_MS) * MINUTE_MS;
  const windowMinutes = SEED_WINDOW_MS / MINUTE_MS;
  const jobs: SeedJob[] = [];
  for (let i = 0; i < options.count; i += 1) {
    // Whole minutes, strictly inside the window; equal dates happen, as on a real board.
    const postedAt = new Date(nowMinute - random.int(0, windowMinutes - 1) * MINUTE_MS);
    jobs.push(generateJob(random, slugs, postedAt));
  }
  return jobs.sort((a, b) => a.postedAt.getTime() - b.postedAt.getTime());
}

function generateJob(random: Random, slugs: Set<string>, postedAt: Date): SeedJob {
  const company = pickCompany(random);
  const role = pickRole(random, company.kind);
  const seniority = pickSeniority(random, role);
  const title = titleFor(role, seniority);
  const employmentType = pickEmploymentType(random, seniority);
  const place = pickPlace(random, company);
  const salary = pickSalary(random, role.midSalary * salaryFactor(seniority) * place.payFactor);
  const slug = uniqueSlug(random, slugs, title, company);
  const applyUrl = `${company.url}/careers/${slug}`;
  return {
    slug,
    title,
    company: company.name,
    descriptionMd: buildDescription(random, { company, role, title, seniority, employmentType, place, salary, applyUrl }),
    postedAt,
    location: place.label,
    standardizedLocation: place.standardized,
    numericSalary: salary?.numeric ?? null,
    salaryMin: salary?.min ?? null,
    salaryMax: salary?.max ?? null,
    salaryCurrency: 'USD',
    employmentType,
    seniority,
    tags: pickTags(random, role, company),
    applyUrl,
    companyUrl: company.url,
    companyLogo: null,
    status: random.weighted(STATUS_WEIGHTS),
  };
}

/** 2-6 tags: the role's main skill first, then more of its skills, the company's domain and chain. */
function pickTags(random: Random, role: Role, company: Company): string[] {
  const [primary, ...skills] = role.tags;
  const candidates = [
    primary!,
    ...random.sample(skills, random.int(1, 3)),
    ...random.sample(KIND_PROFILE[company.kind].tags, random.int(0, 2)),
    ...random.sample(CHAIN_PROFILE[company.chain].tags, random.int(0, 1)),
  ];
  const target = random.int(MIN_TAGS, MAX_TAGS);
  return [...new Set(candidates)].slice(0, target);
}

/** Titles repeat across thousands of jobs; slugify each once. */
const titleSlugs = new Map<string, string>();
function slugifyCached(title: string): string {
  let slug = titleSlugs.get(title);
  if (slug === undefined) {
    slug = slugify(title);
    titleSlugs.set(title, slug);
  }
  return slug;
}

/** `senior-solidity-engineer-quillfeather-finance-4k2f`: title, company, 4 random base-36 characters. */
function uniqueSlug(random: Random, taken: Set<string>, title: string, company: Company): string {
  const stem = `${slugifyCached(title)}-${company.slug}`;
  for (;;) {
    const slug = `${stem}-${random
      .int(0, 36 ** 4 - 1)
      .toString(36)
      .padStart(4, '0')}`;
    if (!taken.has(slug)) {
      taken.add(slug);
      return slug;
    }
  }
}
