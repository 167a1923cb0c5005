/**
 * A board in Ashby's public Posting API format (`GET /posting-api/job-board/{name}`):
 * `{ apiVersion: "1", jobs }`, every job including the unlisted ones (isListed: false), as
 * Ashby sends them. With `includeCompensation=true` each job has its compensation, where the
 * equity component comes before the salary (an import must pick the Salary, not the first).
 */
import type { StandinBoard, StandinJob } from '../catalogue';
import { fullHtml } from '../description';
import type { Currency } from '../pay';
import { plainText } from './html';

const EMPLOYMENT = { 'full-time': 'FullTime', 'part-time': 'PartTime', contract: 'Contract', internship: 'Intern' } as const;
const WORKPLACE = { remote: 'Remote', hybrid: 'Hybrid', onsite: 'OnSite' } as const;
const INTERVALS = { year: '1 YEAR', month: '1 MONTH', hour: '1 HOUR' } as const;
const SYMBOLS: Record<Currency, string> = { USD: '$', EUR: '€', GBP: '£', CHF: 'CHF ' };

function short(currency: Currency, value: number, interval: string): string {
  return interval === '1 YEAR' ? `${SYMBOLS[currency]}${Math.round(value / 1000)}K` : `${SYMBOLS[currency]}${value}`;
}

function compensation(job: StandinJob) {
  if (job.pay?.kind !== 'structured') {
    return { compensationTierSummary: null, scrapeableCompensationSalarySummary: null, compensationTiers: [], summaryComponents: [] };
  }
  const { currency, min, max } = job.pay;
  const interval = INTERVALS[job.pay.interval];
  const salarySummary = `${short(currency, min, interval)} – ${short(currency, max, interval)}`;
  const components = [
    {
      id: `${job.externalId.slice(0, 8)}-equity`,
      summary: '0.05% – 0.15%',
      compensationType: 'EquityPercentage',
      interval: 'NONE',
      currencyCode: null,
      minValue: 0.05,
      maxValue: 0.15,
    },
    {
      id: `${job.externalId.slice(0, 8)}-salary`,
      summary: salarySummary,
      compensationType: 'Salary',
      interval,
      currencyCode: currency,
      minValue: min,
      maxValue: max,
    },
  ];
  const tierSummary = `${salarySummary} • Offers Equity`;
  return {
    compensationTierSummary: tierSummary,
    scrapeableCompensationSalarySummary: salarySummary.replace(' – ', ' - '),
    compensationTiers: [{ id: `${job.externalId.slice(0, 8)}-tier`, tierSummary, title: null, additionalInformation: null, components }],
    summaryComponents: components,
  };
}

function ashbyJob(board: StandinBoard, job: StandinJob, withCompensation: boolean): Record<string, unknown> {
  const html = fullHtml(job.text);
  const url = `${board.company.website}/careers/${job.externalId}`;
  const { place } = job;
  const out: Record<string, unknown> = {
    id: job.externalId,
    title: job.title,
    department: job.department,
    team: job.department,
    employmentType: EMPLOYMENT[job.employment],
    location: place.text,
    secondaryLocations: [],
    address: place.country ? { postalAddress: { addressLocality: place.city ?? undefined, addressCountry: place.country.name } } : null,
    // Ashby sets isRemote on many hybrid jobs too; workplaceType is the field to read.
    isRemote: place.workplace !== 'onsite',
    workplaceType: WORKPLACE[place.workplace],
    isListed: job.listed,
    descriptionHtml: html,
    descriptionPlain: plainText(html),
    publishedAt: new Date(job.publishedAt).toISOString().replace('Z', '+00:00'),
    jobUrl: url,
    applyUrl: `${url}/application`,
    shouldDisplayCompensationOnJobPostings: job.pay?.kind === 'structured',
  };
  if (withCompensation) out.compensation = compensation(job);
  return out;
}

export function ashbyBoard(board: StandinBoard, options: { compensation: boolean }): unknown {
  return { apiVersion: '1', jobs: board.jobs.map((job) => ashbyJob(board, job, options.compensation)) };
}
