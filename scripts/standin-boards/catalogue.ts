/**
 * The stand-in's boards and their jobs, generated deterministically: every job is drawn from a
 * PRNG seeded by its board and its place in the board, so the same files and clock give the
 * same boards (and an added job is the same whatever was removed before it).
 */
import type { CompanyEntry, LoadedEntry, Provider } from '@chainwork/api/content';
import { mulberry32, ROLES, type Random, type Role } from '@chainwork/api/seed';
import { jobText, type Employment, type JobText } from './description';
import { payFor, type Pay } from './pay';
import { PLACES, type Place } from './places';
import { BOARD_PLANS, type BoardPlan } from './plans';
import { DAY_MS } from '@chainwork/shared-config/time';

export interface StandinJob {
  /** The provider's id: a number for Greenhouse, a UUID for Lever and Ashby, a slug for a careers page. */
  externalId: string;
  title: string;
  department: string;
  employment: Employment;
  place: Place;
  pay: Pay;
  text: JobText;
  publishedAt: number;
  updatedAt: number;
  /** False: published but hidden from the board's page (Ashby's isListed). */
  listed: boolean;
}

export interface StandinBoard {
  /** import_sources' id, `{provider}:{board}`. */
  id: string;
  provider: Provider;
  board: string;
  company: CompanyEntry;
  plan: BoardPlan;
  jobs: StandinJob[];
  /** The index of the next job `add` makes. */
  next: number;
}

const DEPARTMENT_LABELS: Record<Role['department'], string> = {
  engineering: 'Engineering',
  product: 'Product',
  design: 'Design',
  marketing: 'Marketing',
  community: 'Community',
  business: 'Business Development',
  legal: 'Legal',
  operations: 'Operations',
};

type Level = 'intern' | 'junior' | 'mid' | 'senior' | 'lead' | 'principal';
const LEVELS: ReadonlyArray<readonly [Level, number]> = [
  ['intern', 1],
  ['junior', 3],
  ['mid', 6],
  ['senior', 7],
  ['lead', 2],
  ['principal', 1],
];
const LEVEL_PAY: Record<Level, number> = { intern: 0.35, junior: 0.7, mid: 1, senior: 1.3, lead: 1.5, principal: 1.75 };
const LEVEL_YEARS: Record<Level, number> = { intern: 0, junior: 1, mid: 3, senior: 5, lead: 7, principal: 10 };

function titleOf(role: Role, level: Level): string {
  switch (level) {
    case 'intern':
      return `${role.title} Intern`;
    case 'mid':
      return role.title;
    default:
      return `${level[0]!.toUpperCase()}${level.slice(1)} ${role.title}`;
  }
}

/** FNV-1a: a stable 32-bit seed from a name. */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function uuid(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = (8 + random.int(0, 3)).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function externalIdOf(board: StandinBoard, index: number, random: Random): string {
  switch (board.provider) {
    case 'greenhouse':
      // Greenhouse job-post ids are integers; spaced per board so two boards never share one.
      return String(4_000_000 + (seedOf(board.id) % 900) * 10_000 + index);
    case 'lever':
    case 'ashby':
      return uuid(random);
    case 'jsonld':
      return `${board.company.slug}-${1001 + index}`;
  }
}

function rolesFor(plan: BoardPlan): ReadonlyArray<readonly [Role, number]> {
  const roles = plan.departments ? ROLES.filter((r) => plan.departments!.includes(r.department)) : ROLES;
  return roles.map((r) => [r, r.weight] as const);
}

/**
 * The job at `index` of a board. `taken` holds the company's title|place pairs so far: a
 * company never lists one role twice by accident (the pinned duplicate is the one on purpose).
 */
export function makeJob(board: StandinBoard, index: number, now: number, taken: Set<string>): StandinJob {
  const random = mulberry32(seedOf(`${board.id}#${index}`));
  const { plan, company } = board;
  const pinned = plan.pinned?.[index];
  let role: Role;
  let level: Level;
  let title: string;
  const place: Place = PLACES[pinned?.place ?? plan.places[index % plan.places.length]!];
  if (pinned) {
    role = ROLES.find((r) => r.title === pinned.role)!;
    level = 'senior';
    title = pinned.title;
  } else {
    const roles = rolesFor(plan);
    let tries = 0;
    do {
      role = random.weighted(roles);
      level = random.weighted(LEVELS);
      title = titleOf(role, level);
      tries += 1;
    } while (taken.has(`${title}|${place.text}`) && tries < 50);
    if (taken.has(`${title}|${place.text}`)) title = `${title} (${index + 1})`;
  }
  taken.add(`${title}|${place.text}`);
  const employment: Employment =
    level === 'intern'
      ? 'internship'
      : pinned
        ? 'full-time'
        : random.weighted<Employment>([
            ['full-time', 85],
            ['contract', 9],
            ['part-time', 6],
          ]);
  const pay = payFor(pinned?.pay ?? plan.pay[index % plan.pay.length]!, role.midSalary * LEVEL_PAY[level]);
  const day = Math.floor(now / DAY_MS) * DAY_MS;
  const publishedAt = day - ((index * 5 + random.int(0, 4)) % 28) * DAY_MS - random.int(1, 20) * 3_600_000;
  const total = plan.listed + (plan.unlisted ?? 0);
  return {
    externalId: externalIdOf(board, index, random),
    title,
    department: DEPARTMENT_LABELS[role.department],
    employment,
    place,
    pay,
    text: jobText({ random, company, role, title, years: LEVEL_YEARS[level], place, employment, pay }),
    publishedAt,
    updatedAt: publishedAt + random.int(1, 48) * 3_600_000,
    // The last `unlisted` jobs of the plan are hidden; added ones are listed.
    listed: index < plan.listed || index >= total,
  };
}

/** Every board of the stand-in's sources file with its generated jobs. */
export function generateBoards(entries: readonly LoadedEntry[], now: number): StandinBoard[] {
  const boards: StandinBoard[] = [];
  for (const entry of entries) {
    const taken = new Set<string>();
    for (const { provider, board } of entry.boards) {
      const id = `${provider}:${board}`;
      const plan = BOARD_PLANS[id];
      if (!plan) throw new Error(`The stand-in has no plan for ${id} (scripts/standin-boards/plans.ts)`);
      const standin: StandinBoard = { id, provider, board, company: entry.company, plan, jobs: [], next: 0 };
      const total = plan.listed + (plan.unlisted ?? 0);
      for (let index = 0; index < total; index += 1) standin.jobs.push(makeJob(standin, index, now, taken));
      standin.next = total;
      boards.push(standin);
    }
  }
  return boards;
}
