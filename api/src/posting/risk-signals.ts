import { JOB_VALIDITY_MS } from '@chainwork/shared-config';
import { isFreeMailDomain, type CompanyStep, type JobStep } from '@chainwork/shared-config/posting';
import type { SqlDatabase } from '../db/database';
import { baseDomain, emailDomain, hostOf } from './verified';

export const RISK_SIGNAL_KINDS = ['domain-mismatch', 'free-mail', 'duplicate', 'scam-phrase', 'new-employer'] as const;
export type RiskSignalKind = (typeof RISK_SIGNAL_KINDS)[number];
export interface RiskSignal {
  kind: RiskSignalKind;
  message: string;
}

/** Phrases of the scams crypto job seekers meet: pay to apply, hand over a wallet, returns promised. */
const SCAM_PHRASES: ReadonlyArray<{ pattern: RegExp; label: string }> = [
  { pattern: /\b(up[- ]?front|advance)\s+(payment|fee|deposit)s?\b/i, label: 'asks for an upfront payment' },
  {
    pattern: /\b(pay|send|transfer)\b.{0,40}\b(training|registration|application|onboarding|equipment)\s+fee/i,
    label: 'asks the applicant to pay a fee',
  },
  {
    pattern: /\b(seed|recovery|mnemonic|secret)\s+phrase\b|\bwallet\s+seed\b|\bprivate\s+keys?\b/i,
    label: 'mentions a wallet seed phrase or private key',
  },
  { pattern: /\bguaranteed\s+(returns?|profits?|income|earnings)\b/i, label: 'promises guaranteed returns' },
  { pattern: /\b(connect|link)\s+your\s+(own\s+)?wallet\b/i, label: 'asks the applicant to connect a wallet' },
  { pattern: /\bcontact\s+(us\s+)?(only\s+)?(on|via)\s+(telegram|whatsapp)\b/i, label: 'moves the conversation to a messenger' },
];

/** Pay nobody offers for these seniorities: a lure, not a salary. */
const UNREALISTIC_MIN_BY_SENIORITY: Partial<Record<JobStep['seniority'], number>> = { intern: 150_000, junior: 300_000 };
const UNREALISTIC_MIN = 900_000;

export interface RiskInput {
  company: CompanyStep;
  job: JobStep;
  ownerEmail: string;
  /** The slug the posting already has (an edit of a live job), left out of the duplicate check. */
  ownSlug: string | null;
}

function contactDomains(job: JobStep): string[] {
  return job.apply.kind === 'email' ? [emailDomain(job.apply.email)] : [hostOf(job.apply.url) ?? ''];
}

/** Signals read from the posting alone. */
export function contentSignals(input: RiskInput): RiskSignal[] {
  const signals: RiskSignal[] = [];
  const site = baseDomain(hostOf(input.company.website) ?? '');
  const apply = contactDomains(input.job)[0]!;
  if (baseDomain(apply) !== site)
    signals.push({
      kind: 'domain-mismatch',
      message: `The ${input.job.apply.kind === 'email' ? 'apply e-mail' : 'apply link'} is on ${apply}, not on the company website's ${site}`,
    });
  const posterDomain = emailDomain(input.ownerEmail);
  if (baseDomain(posterDomain) !== site && !isFreeMailDomain(posterDomain))
    signals.push({ kind: 'domain-mismatch', message: `The employer signed in as ${posterDomain}, not ${site}` });
  for (const domain of new Set([posterDomain, ...(input.job.apply.kind === 'email' ? [apply] : [])]))
    if (isFreeMailDomain(domain)) signals.push({ kind: 'free-mail', message: `Free-mail address (${domain})` });

  const text = `${input.job.title}\n${input.job.description}\n${input.company.description}`;
  for (const phrase of SCAM_PHRASES)
    if (phrase.pattern.test(text)) signals.push({ kind: 'scam-phrase', message: `The text ${phrase.label}` });
  const floor = UNREALISTIC_MIN_BY_SENIORITY[input.job.seniority] ?? UNREALISTIC_MIN;
  if (input.job.salary.min >= floor)
    signals.push({
      kind: 'scam-phrase',
      message: `Unrealistic pay: from ${input.job.salary.min.toLocaleString('en-US')} USD for a ${input.job.seniority} role`,
    });
  return signals;
}

/** Lowercase words of a title, for the near-duplicate check. */
function titleWords(title: string): Set<string> {
  return new Set(title.toLowerCase().match(/[a-z0-9]+/g) ?? []);
}

/** Jaccard similarity of two titles' words: 1 for the same words in any order. */
export function titleSimilarity(a: string, b: string): number {
  const wa = titleWords(a);
  const wb = titleWords(b);
  const shared = [...wa].filter((word) => wb.has(word)).length;
  const union = new Set([...wa, ...wb]).size;
  return union === 0 ? 0 : shared / union;
}

export const DUPLICATE_TITLE_SIMILARITY = 0.75;

/** Signals that need the board: a live job of the same company with a near-same title, and an employer never approved before. */
export async function boardSignals(db: SqlDatabase, input: RiskInput & { ownerId: string }, now: Date): Promise<RiskSignal[]> {
  const signals: RiskSignal[] = [];
  const { results } = await db
    .prepare(
      `SELECT slug, title FROM jobs WHERE status = 'published' AND lower(company) = lower(?1) AND posted_at > ?2 AND slug IS NOT ?3 LIMIT 200`,
    )
    .bind(input.company.name, now.getTime() - JOB_VALIDITY_MS, input.ownSlug)
    .all<{ slug: string; title: string }>();
  const twin = results.find((row) => titleSimilarity(row.title, input.job.title) >= DUPLICATE_TITLE_SIMILARITY);
  if (twin) signals.push({ kind: 'duplicate', message: `Likely duplicate of the live job “${twin.title}” (/jobs/${twin.slug})` });
  const approved = await db
    .prepare(
      "SELECT count(*) AS n FROM posting_reviews JOIN postings ON postings.id = posting_reviews.posting_id WHERE postings.owner_id = ?1 AND posting_reviews.status = 'approved'",
    )
    .bind(input.ownerId)
    .first<{ n: number }>();
  if (!approved?.n) signals.push({ kind: 'new-employer', message: 'No job of theirs was approved before' });
  return signals;
}
