import { env } from 'cloudflare:workers';
import type { Identity } from '@chainwork/shared-config';
import type { BoardAccess } from '../src/companies/board-access';
import type { BoardRef } from '../src/imports/providers/board-ref';
import { SourceError, type NormalisedJob, type RawPosting } from '../src/imports/types';
import { appRouter } from '../src/root';
import { createCallerFactory, createContext } from '../src/trpc';
import { NOW, resetJobs } from './fixtures';

const createCaller = createCallerFactory(appRouter);

export const zkHiring: Identity = { userId: 'user-zk-1', email: 'hiring@zkforge.example', roles: ['employer'] };
export const zkEngineer: Identity = { userId: 'user-zk-2', email: 'eng@team.zkforge.example', roles: ['employer'] };
export const outsider: Identity = { userId: 'user-out', email: 'someone@other.example', roles: ['employer'] };
export const moderatorIdentity: Identity = { userId: 'user-mod', email: 'mod@chainwork.example', roles: ['employer', 'moderator'] };

/** A board of postings the test controls, and what was read, normalised and queued. */
export class FakeBoards implements BoardAccess {
  postings: RawPosting[] = [];
  failure: SourceError | null = null;
  readonly reads: BoardRef[] = [];
  readonly queued: string[] = [];

  read(ref: BoardRef): Promise<RawPosting[]> {
    this.reads.push(ref);
    return this.failure ? Promise.reject(this.failure) : Promise.resolve(this.postings);
  }

  normalise(raw: RawPosting): NormalisedJob {
    if (!raw.title) throw new SourceError('no title', 'format');
    return {
      externalId: raw.externalId,
      title: raw.title,
      employmentType: 'FULL_TIME',
      seniority: null,
      location: raw.locationText,
      standardizedLocation: null,
      pay: null,
      tags: [],
      descriptionMd: '',
      applyUrl: raw.applyUrl,
      jobUrl: raw.jobUrl,
      publishedAt: null,
    };
  }

  enqueueImport(sourceId: string): Promise<void> {
    this.queued.push(sourceId);
    return Promise.resolve();
  }
}

export function rawPosting(externalId: string, title: string, locationText = 'Remote'): RawPosting {
  return {
    externalId,
    title,
    descriptionHtml: '<p>Build provers.</p>',
    locationText,
    extraLocations: [],
    workplace: null,
    countryCode: null,
    employmentText: null,
    pay: null,
    payText: null,
    applyUrl: `https://zkforge.example/apply/${externalId}`,
    jobUrl: `https://zkforge.example/jobs/${externalId}`,
    publishedAt: null,
    updatedAt: null,
    department: null,
  };
}

/** The router as `identity` (null: signed out), at `now`, with the given boards. */
export function companiesCaller(identity: Identity | null, options: { now?: Date; boards?: BoardAccess } = {}) {
  const now = options.now ?? NOW;
  return createCaller(createContext({ db: env.DB, now: () => now, identity, boards: options.boards ?? new FakeBoards() }));
}

/** No jobs, companies, sources or board checks. */
export async function resetCompanies(): Promise<void> {
  await resetJobs();
  await env.DB.batch([
    env.DB.prepare('DELETE FROM imported_postings'),
    env.DB.prepare('DELETE FROM import_sources'),
    env.DB.prepare('DELETE FROM companies'),
    env.DB.prepare('DELETE FROM board_checks'),
  ]);
}

/** Adds a source of the company (status active unless told). */
export async function addSource(id: string, companySlug: string, overrides: { status?: string; failures?: number; origin?: string } = {}) {
  const [provider, ...rest] = id.split(':');
  await env.DB.prepare(
    `INSERT INTO import_sources (id, provider, board, company_slug, origin, status, consecutive_failures, last_error, created_at, updated_at)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, 0, 0)`,
  )
    .bind(
      id,
      provider,
      rest.join(':'),
      companySlug,
      overrides.origin ?? 'file',
      overrides.status ?? 'active',
      overrides.failures ?? 0,
      overrides.failures ? 'Greenhouse answered 500: its server failed' : null,
    )
    .run();
}

/** Marks a seeded job as imported from the sources, each listing it with an open posting. */
export async function importFrom(slug: string, sourceIds: readonly string[]): Promise<void> {
  const job = await env.DB.prepare('SELECT id FROM jobs WHERE slug = ?1').bind(slug).first<{ id: number }>();
  await env.DB.batch([
    env.DB.prepare("UPDATE jobs SET origin = 'imported', source_id = ?2 WHERE id = ?1").bind(job!.id, sourceIds[0]),
    ...sourceIds.map((sourceId) =>
      env.DB.prepare(
        `INSERT INTO imported_postings (source_id, external_id, job_id, fingerprint, content_hash, apply_url)
         VALUES (?1, ?2, ?3, 'fp', 'hash', ?4)`,
      ).bind(sourceId, `${slug}@${sourceId}`, job!.id, `https://apply.example/${sourceId}/${slug}`),
    ),
  ]);
}
