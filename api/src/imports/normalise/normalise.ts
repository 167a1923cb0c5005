import type { NormalisedJob, RawPosting } from '../types';
import { descriptionMarkdown } from './description';
import { normaliseEmployment } from './employment';
import { descriptionTree, treeText } from './html-tree';
import { normaliseLocation } from './location';
import { normalisePay } from './salary';
import { seniorityFromTitle } from './seniority';
import { skillTags } from './skills';
import { cleanTitle } from './title';

/**
 * One posting in the board's own terms. Pure: the same posting always gives the same job.
 * Pay comes from the provider's fields, else its pay text, else the description's words;
 * the seniority and the skills from the cleaned title first.
 */
export function normalisePosting(raw: RawPosting): NormalisedJob {
  const tree = descriptionTree(raw.descriptionHtml);
  const text = treeText(tree);
  const title = cleanTitle(raw.title);
  const { location, standardizedLocation } = normaliseLocation(raw);
  return {
    externalId: raw.externalId,
    title,
    employmentType: normaliseEmployment(raw.employmentText),
    seniority: seniorityFromTitle(title),
    location,
    standardizedLocation,
    pay: normalisePay(raw, text),
    tags: skillTags(title, text),
    descriptionMd: descriptionMarkdown(tree),
    applyUrl: raw.applyUrl,
    jobUrl: raw.jobUrl,
    publishedAt: raw.publishedAt,
  };
}
