/**
 * A board in the Greenhouse Job Board API's list format (`GET /v1/boards/{token}/jobs`):
 * `{ jobs, meta: { total } }`. With `content=true` each job adds its description (HTML,
 * entity-escaped once, as Greenhouse sends it), departments, offices and pay_input_ranges (in
 * cents, with the interval only in the range's title). A malformed board drops every title.
 */
import type { StandinBoard, StandinJob } from '../catalogue';
import { fullHtml } from '../description';
import { isoWithOffset } from './dates';
import { escapeHtml } from '@chainwork/shared-config/html-escape';

const NEW_YORK_OFFSET = -300;
const RANGE_TITLES = { year: 'Annual Salary Range', month: 'Monthly Salary Range', hour: 'Hourly Pay Range' } as const;
const EMPLOYMENT = { 'full-time': 'Full-time', 'part-time': 'Part-time', contract: 'Contract', internship: 'Internship' } as const;

/** Greenhouse has no workplace field: boards write it into the location's name. */
function locationName(job: StandinJob): string {
  return job.place.workplace === 'hybrid' ? `Hybrid - ${job.place.text}` : job.place.text;
}

function payRanges(job: StandinJob) {
  if (job.pay?.kind !== 'structured') return [];
  return [
    {
      min_cents: job.pay.min * 100,
      max_cents: job.pay.max * 100,
      currency_type: job.pay.currency,
      title: RANGE_TITLES[job.pay.interval],
      blurb: 'The range shown is the base pay for this role; your offer depends on experience and location.',
    },
  ];
}

function greenhouseJob(board: StandinBoard, job: StandinJob, content: boolean): Record<string, unknown> {
  const id = Number(job.externalId);
  const base: Record<string, unknown> = {
    id,
    internal_job_id: id - 1_000_000,
    title: job.title,
    updated_at: isoWithOffset(job.updatedAt, NEW_YORK_OFFSET),
    first_published: isoWithOffset(job.publishedAt, NEW_YORK_OFFSET),
    requisition_id: `REQ-${String(id % 100_000).padStart(5, '0')}`,
    location: { name: locationName(job) },
    absolute_url: `${board.company.website}/careers?gh_jid=${id}`,
    language: 'en',
    company_name: board.company.name,
    metadata: [{ id: 4_411_001, name: 'Employment Type', value: EMPLOYMENT[job.employment], value_type: 'single_select' }],
  };
  if (content) {
    Object.assign(base, {
      content: escapeHtml(fullHtml(job.text)),
      departments: [{ id: 40_000 + job.department.length, name: job.department, parent_id: null, child_ids: [] }],
      offices: [
        { id: 50_000 + job.place.text.length, name: job.place.city ?? 'Remote', location: job.place.text, parent_id: null, child_ids: [] },
      ],
      pay_input_ranges: payRanges(job),
    });
  }
  if (board.plan.malformed === 'jobs-without-title') delete base.title;
  return base;
}

export function greenhouseBoard(board: StandinBoard, options: { content: boolean }): unknown {
  const jobs = board.jobs.filter((job) => job.listed).map((job) => greenhouseJob(board, job, options.content));
  return { jobs, meta: { total: jobs.length } };
}
