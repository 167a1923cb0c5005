/**
 * A company's careers page with schema.org JobPosting JSON-LD, the two ways sites write it:
 * one `<script>` per job (plus the Organization's), or one script with an `@graph`. One job on
 * a per-script page names its employer as a bare string, as pages in the wild do.
 */
import type { StandinBoard, StandinJob } from '../catalogue';
import { fullHtml } from '../description';
import { escapeHtml } from '@chainwork/shared-config/html-escape';
import { DAY_MS } from '@chainwork/shared-config/time';

const EMPLOYMENT = { 'full-time': 'FULL_TIME', 'part-time': 'PART_TIME', contract: 'CONTRACTOR', internship: 'INTERN' } as const;
/** The job (on a page of one script per job) whose employer is a bare string. */
const BARE_EMPLOYER_AT = 2;
const UNITS = { year: 'YEAR', month: 'MONTH', hour: 'HOUR' } as const;

function organization(board: StandinBoard) {
  const { company } = board;
  const sameAs = [company.website, ...Object.values(company.socials).filter((url): url is string => Boolean(url))];
  return { '@type': 'Organization', name: company.name, url: company.website, sameAs, logo: `${company.website}/logo.png` };
}

function jobPosting(board: StandinBoard, job: StandinJob, bareEmployer = false): Record<string, unknown> {
  const { place } = job;
  const posting: Record<string, unknown> = {
    '@type': 'JobPosting',
    title: job.title,
    description: fullHtml(job.text),
    datePosted: new Date(job.publishedAt).toISOString(),
    validThrough: new Date(job.publishedAt + 60 * DAY_MS).toISOString(),
    employmentType: EMPLOYMENT[job.employment],
    hiringOrganization: bareEmployer
      ? board.company.name
      : { '@type': 'Organization', name: board.company.name, sameAs: board.company.website },
    identifier: { '@type': 'PropertyValue', name: board.company.name, value: job.externalId },
    url: `${board.company.website}/careers/${job.externalId}`,
    directApply: false,
  };
  if (place.workplace === 'remote') {
    posting.jobLocationType = 'TELECOMMUTE';
    if (place.remoteArea) {
      posting.applicantLocationRequirements = { '@type': place.country ? 'Country' : 'AdministrativeArea', name: place.remoteArea };
    }
  } else {
    posting.jobLocation = {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: place.city, addressCountry: place.country?.code },
    };
  }
  if (job.pay?.kind === 'structured') {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: job.pay.currency,
      value: { '@type': 'QuantitativeValue', minValue: job.pay.min, maxValue: job.pay.max, unitText: UNITS[job.pay.interval] },
    };
  }
  return posting;
}

/** JSON inside a script element: `<` escaped, so no text can close the element. */
function script(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/** `graph`: one script with an @graph; otherwise one script per job. */
export function careersPage(board: StandinBoard, options: { graph: boolean }): string {
  const jobs = board.jobs.filter((job) => job.listed);
  const context = 'https://schema.org';
  const scripts = options.graph
    ? [script({ '@context': context, '@graph': [organization(board), ...jobs.map((job) => jobPosting(board, job))] })]
    : [
        script({ '@context': context, ...organization(board) }),
        ...jobs.map((job, i) => script({ '@context': context, ...jobPosting(board, job, i === BARE_EMPLOYER_AT) })),
      ];
  const name = escapeHtml(board.company.name);
  const items = jobs.map(
    (job) =>
      `<li><a href="${escapeHtml(`${board.company.website}/careers/${job.externalId}`)}">${escapeHtml(job.title)}</a> · ${escapeHtml(job.place.text)}</li>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Careers · ${name}</title>
${scripts.join('\n')}
</head>
<body>
<h1>Careers at ${name}</h1>
<ul>
${items.join('\n')}
</ul>
</body>
</html>
`;
}
