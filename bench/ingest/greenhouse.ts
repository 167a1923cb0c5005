/**
 * A board in the Greenhouse Job Board API's format, as `GET /v1/boards/{token}/jobs?content=true`
 * answers it: `{ jobs, meta: { total } }`, each job's `content` entity-escaped HTML, pay as
 * `pay_input_ranges` in cents with the interval named only in the range's title.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '@chainwork/shared-config/html-escape';
import type { BenchSource, BoardJob } from './boards';

const RANGE_TITLES = { year: 'Annual Salary Range', hour: 'Hourly Pay Range' } as const;

function greenhouseJob(source: BenchSource, job: BoardJob): Record<string, unknown> {
  return {
    id: job.id,
    internal_job_id: job.id - 500_000,
    title: job.title,
    updated_at: new Date(job.updatedAt).toISOString(),
    first_published: new Date(job.publishedAt).toISOString(),
    requisition_id: `REQ-${job.id % 100_000}`,
    location: { name: job.location },
    absolute_url: `${source.website}/careers?gh_jid=${job.id}`,
    language: 'en',
    company_name: source.companyName,
    metadata: [{ id: 4_411_001, name: 'Employment Type', value: job.employment, value_type: 'single_select' }],
    content: escapeHtml(job.html),
    departments: [{ id: 40_000 + job.department.length, name: job.department, parent_id: null, child_ids: [] }],
    offices: [{ id: 50_000 + job.location.length, name: job.location, location: job.location, parent_id: null, child_ids: [] }],
    pay_input_ranges: job.pay
      ? [
          {
            min_cents: job.pay.min * 100,
            max_cents: job.pay.max * 100,
            currency_type: job.pay.currency,
            title: RANGE_TITLES[job.pay.interval],
            blurb: 'The range shown is the base pay for this role; your offer depends on experience and location.',
          },
        ]
      : [],
  };
}

export interface RenderedBoard {
  body: string;
  /** A strong validator of the exact bytes. */
  etag: string;
}

export function greenhouseBoard(source: BenchSource, jobs: readonly BoardJob[]): RenderedBoard {
  const body = JSON.stringify({ jobs: jobs.map((job) => greenhouseJob(source, job)), meta: { total: jobs.length } });
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}
