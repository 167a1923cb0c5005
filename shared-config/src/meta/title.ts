import { SITE_NAME } from '@chainwork/shared-config';

/** '{title} | Chainwork' (docs/product-requirements.md#page-metadata). */
export function pageTitle(title: string): string {
  return `${title} | ${SITE_NAME}`;
}

/** '{Title} at {Company}' (docs/product-requirements.md#page-metadata), the title of a job page before the site suffix. */
export function jobTitle(job: { Title: string; Company: string }): string {
  return `${job.Title} at ${job.Company}`;
}
