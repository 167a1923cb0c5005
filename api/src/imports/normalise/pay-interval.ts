import type { PayInterval } from '@chainwork/shared-config/pay';

/**
 * The words that say how often pay is paid ("per hour", "/hr", "hourly", "a year", "annual",
 * "/yr", "per month", "monthly", "daily", "weekly"), with the German, French, Spanish and
 * Portuguese forms postings use. "p.m." is not read (it is a time of day as often as "per month").
 */
const per = (units: string) => String.raw`(?:\/\s*|\b(?:per|an?|each|every|pro|par|por)\s+)(?:${units})(?![\p{L}\p{N}])`;

const INTERVAL_WORDS: ReadonlyArray<readonly [PayInterval, RegExp]> = [
  ['hour', new RegExp(String.raw`${per('hours?|hrs?|h|stunde|hora')}|\bhourly\b|\bstündlich\b|\bheure\b`, 'iu')],
  ['day', new RegExp(String.raw`${per('days?|tag|jour|d[ií]a')}|\bdaily\b|\bday rate\b|\bper diem\b|\btagessatz\b`, 'iu')],
  ['week', new RegExp(String.raw`${per('weeks?|wk|woche|semaine')}|\bweekly\b`, 'iu')],
  ['month', new RegExp(String.raw`${per('months?|mo|mth|monat|mois|m[eê]s')}|\bmonthly\b|\bpcm\b|\bmonatlich\b|\bmensuel\b`, 'iu')],
  [
    'year',
    new RegExp(
      String.raw`${per('years?|yr|annum|jahr|an|ano|año')}|\bp\.\s?a\.?|\bannual(?:ly|ised|ized)?\b|\byearly\b|\bj(?:ä|ae)hrlich\b|\bannuel\b`,
      'iu',
    ),
  ],
];

const INTERVAL_WORDS_GLOBAL = INTERVAL_WORDS.map(([interval, pattern]) => [interval, new RegExp(pattern.source, 'giu')] as const);

/** Every interval the text names, with where each word starts. */
function intervalsIn(text: string): Array<{ interval: PayInterval; at: number }> {
  const found: Array<{ interval: PayInterval; at: number }> = [];
  for (const [interval, pattern] of INTERVAL_WORDS_GLOBAL) {
    for (const match of text.matchAll(pattern)) found.push({ interval, at: match.index });
  }
  return found.sort((a, b) => a.at - b.at);
}

/** The interval a text names, when it names exactly one (a pay range's title, Lever's pay text). */
export function intervalIn(text: string): PayInterval | null {
  const kinds = new Set(intervalsIn(text).map((found) => found.interval));
  return kinds.size === 1 ? [...kinds][0]! : null;
}

/** How far after an amount its interval word may stand ("$120k-$150k base salary per year"). */
const AFTER = 40;
/** How far before ("Hourly rate: $45"); never across the end of a sentence. */
const BEFORE = 30;

/**
 * The interval of the amount at text[start, end): the first interval word after it, before the
 * next number or the end of the sentence; else the nearest one before it in the same sentence.
 */
export function intervalAround(text: string, start: number, end: number): PayInterval | null {
  const after = text.slice(end, end + AFTER).split(/\d|[.!?;\n](?:\s|$)/)[0]!;
  const next = intervalsIn(after)[0];
  if (next) return next.interval;
  const windowStart = Math.max(0, start - BEFORE);
  const sentences = text.slice(windowStart, start).split(/[.!?;\n](?:\s|$)|\d/);
  const before = intervalsIn(sentences.at(-1)!).at(-1);
  return before?.interval ?? null;
}
