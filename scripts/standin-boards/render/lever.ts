/**
 * A board in the Lever Postings API's format (`GET /v0/postings/{site}?mode=json`): a bare array
 * of postings, newest first, paged by `skip` and `limit` (all of them without a limit). HTML
 * fields are unescaped; pay is `salaryRange` in currency units with Lever's interval names;
 * `workplaceType` is written `onsite` as live boards do (the README says `on-site`).
 */
import type { StandinBoard, StandinJob } from '../catalogue';
import { plainText } from './html';

const INTERVALS = { year: 'per-year-salary', month: 'per-month-salary', hour: 'per-hour-wage' } as const;
const COMMITMENT = { 'full-time': 'Full-time', 'part-time': 'Part-time', contract: 'Contract', internship: 'Internship' } as const;

function leverPosting(board: StandinBoard, job: StandinJob): Record<string, unknown> {
  const lists = job.text.lists.map((l) => ({ text: l.heading, content: l.items.map((i) => `<li>${i}</li>`).join('') }));
  const description = `${job.text.opening}${job.text.body}`;
  const url = `${board.company.website}/jobs/${job.externalId}`;
  const posting: Record<string, unknown> = {
    id: job.externalId,
    text: job.title,
    categories: {
      location: job.place.text,
      commitment: COMMITMENT[job.employment],
      team: job.department,
      department: job.department,
      allLocations: [job.place.text],
    },
    country: job.place.country?.code ?? null,
    createdAt: job.publishedAt,
    opening: job.text.opening,
    openingPlain: plainText(job.text.opening),
    description,
    descriptionPlain: plainText(description),
    descriptionBody: job.text.body,
    descriptionBodyPlain: plainText(job.text.body),
    lists,
    additional: job.text.closing,
    additionalPlain: plainText(job.text.closing),
    hostedUrl: url,
    applyUrl: `${url}/apply`,
    workplaceType: job.place.workplace,
  };
  if (job.pay?.kind === 'structured') {
    posting.salaryRange = { currency: job.pay.currency, interval: INTERVALS[job.pay.interval], min: job.pay.min, max: job.pay.max };
    const words = '<p>Pay within the range depends on experience; every offer includes token options.</p>';
    posting.salaryDescription = words;
    posting.salaryDescriptionPlain = plainText(words);
  }
  return posting;
}

export function leverBoard(board: StandinBoard, page: { skip: number; limit: number | null }): unknown[] {
  const postings = board.jobs
    .filter((job) => job.listed)
    .sort((a, b) => b.publishedAt - a.publishedAt)
    .map((job) => leverPosting(board, job));
  return postings.slice(page.skip, page.limit === null ? undefined : page.skip + page.limit);
}
