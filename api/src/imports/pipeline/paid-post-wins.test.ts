import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  callerFor,
  clock,
  companyStep,
  completedEvent,
  employerA,
  jobStep,
  moderator,
  postWebhook,
  RecordingPaymentProvider,
  sessionOf,
  webhookApp,
} from '../../../test/posting';
import type { NormalisedJob, RawPosting } from '../types';
import { importSource } from './import-source';

const db = env.DB;
let payments: RecordingPaymentProvider;

const imported: NormalisedJob = {
  externalId: 'gh-1',
  title: 'Senior Rust Engineer, Provers',
  employmentType: 'FULL_TIME',
  seniority: 'senior',
  location: 'Remote (Europe)',
  standardizedLocation: 'remote-europe',
  pay: null,
  tags: ['rust'],
  descriptionMd: 'Build the prover.',
  applyUrl: 'https://boards.example/lumen/1',
  jobUrl: 'https://boards.example/lumen/1',
  publishedAt: null,
};

async function importTheRole() {
  await db.batch([
    db.prepare(
      `INSERT INTO companies (slug, name, website, domain, created_at, updated_at) VALUES ('lumen-labs', 'Lumen Labs', 'https://lumen.example', 'lumen.example', 0, 0)`,
    ),
    db.prepare(
      `INSERT INTO import_sources (id, provider, board, company_slug, origin, created_at, updated_at) VALUES ('greenhouse:lumen', 'greenhouse', 'lumen', 'lumen-labs', 'file', 0, 0)`,
    ),
  ]);
  const report = await importSource(
    {
      db,
      now: () => clock.now.getTime(),
      fetchBoard: async () => ({ kind: 'ok', postings: [{ externalId: 'gh-1' } as RawPosting], etag: null, lastModified: null }),
      normalise: () => imported,
    },
    'greenhouse:lumen',
  );
  expect(report.added).toBe(1);
  return (await db.prepare(`SELECT slug FROM jobs WHERE origin = 'imported'`).first<{ slug: string }>())!.slug;
}

beforeEach(async () => {
  payments = new RecordingPaymentProvider();
  clock.now = new Date('2026-06-01T12:00:00.000Z');
  for (const table of [
    'payment_events',
    'payments',
    'posting_reviews',
    'postings',
    'employer_companies',
    'mail_outbox',
    'imported_postings',
    'import_sources',
    'job_redirects',
    'jobs',
    'companies',
  ])
    await db.prepare(`DELETE FROM ${table}`).run();
});

describe('a paid post of a role that is also imported', () => {
  it('wins: the import closes, its address leads to the post, and its board now counts for the post', async () => {
    const importedSlug = await importTheRole();
    const a = callerFor(employerA, payments);
    const mod = callerFor(moderator, payments);
    const company = await a.posting.saveStep({ postingId: null, step: 'company', values: companyStep });
    await a.posting.saveStep({ postingId: company.id, step: 'job', values: jobStep() });
    await a.posting.saveStep({ postingId: company.id, step: 'plan', values: { plan: 'standard' } });
    const { checkoutUrl } = await a.posting.submit({ postingId: company.id });
    const event = await completedEvent(sessionOf(checkoutUrl));
    expect((await postWebhook(webhookApp(payments), event.payload, event.signature)).status).toBe(200);
    const reviewId = (await mod.posting.reviewQueue()).find((entry) => entry.postingId === company.id)!.reviewId;
    const { slug } = await mod.posting.approve({ reviewId });

    const visitor = callerFor(null, payments);
    expect(await visitor.jobs.bySlug({ slug: importedSlug })).toMatchObject({ closed: true, redirectTo: slug });
    expect(await visitor.jobs.bySlug({ slug })).toMatchObject({ origin: 'posted', closed: false, redirectTo: null });
    const live = await visitor.jobs.search({});
    expect(live.items.map((job) => job.Pretty_url)).toEqual([slug]);
    const posting = await db.prepare(`SELECT job_id FROM imported_postings`).first<{ job_id: number }>();
    expect(posting!.job_id).toBe((await db.prepare('SELECT id FROM jobs WHERE slug = ?1').bind(slug).first<{ id: number }>())!.id);
  });
});
