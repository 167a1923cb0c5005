import type { PayInterval } from '@chainwork/shared-config/pay';
import { amountPattern, parseAmount } from './amount';
import { CURRENCY_PATTERN, currencyOf } from './currency';
import { intervalAround } from './pay-interval';

/** Pay as a text states it: an open end is null ("from $90k" has no max, "up to 150k USD" no min). */
export interface PayInText {
  currency: string;
  interval: PayInterval | null;
  min: number | null;
  max: number | null;
}

const GAP = String.raw`[\s\u00a0]{0,2}`;
/** After an amount: "M", "B", "bn", "million", "%", "x": a funding round, TVL, a share, not pay. */
const NOT_AN_AMOUNT = String.raw`(?!\d|[.,'’]\d|${GAP}(?:[mMbBtT](?:[nNmM]|illions?|rillions?)?|[mM]il|[mM]io|[mM]rd|%|[xX])(?![a-zA-Z]))`;

function money(i: number): string {
  return (
    `(?<c${i}a>${CURRENCY_PATTERN})?${GAP}(?<n${i}>${amountPattern(`g${i}`)})` +
    String.raw`(?:\s?(?<k${i}>[kK])(?![a-zA-Z]))?${NOT_AN_AMOUNT}(?:${GAP}(?<c${i}b>${CURRENCY_PATTERN}))?`
  );
}
const RANGE = String.raw`\s*(?:-|–|—|‒|−|~|to|bis|à)\s*`;
// Case matters: currency codes count only in capitals.
const PAY = new RegExp(`${money(1)}(?:${RANGE}${money(2)})?`, 'g');

/** Before a lone amount: it is a lower or an upper bound. */
const FROM_BEFORE = /(?:\bfrom|\bstarting (?:at|from)|\bmin(?:imum)?\.?|\bat least|\bab|≥|>)\s*:?\s*$/i;
const UP_TO_BEFORE = /(?:\bup ?to|\bmax(?:imum)?\.?|\bbis zu|\bjusqu'à|\bno more than|≤|<)\s*:?\s*$/i;

/** Money that is not the job's pay: a perk, a bonus, the company's funding or volume. */
const NOT_PAY = String.raw`stipends?|budgets?|allowances?|bonus(?:es)?|reimburse\w*|grants?|credits?|referral|signing|relocation|tvl|raised?|funding|funded|valuation|revenue|arr|volumes?|aum|assets|prizes?|bount(?:y|ies)|treasury|investment|invested|airdrops?|rewards?|insurance|coverage|learning|education|wellness|equipment|tokens?`;
const NOT_PAY_AFTER = new RegExp(String.raw`^\s*(?:(?!(?:plus|and|with)\b)[a-z-]+\s+){0,2}(?:${NOT_PAY})\b`, 'i');
const NOT_PAY_BEFORE = new RegExp(String.raw`\b(?:${NOT_PAY})\b[^.!?\n\d]{0,30}$`, 'i');

/** Words that make a line in a description about pay. */
const PAY_WORDS =
  /salar(?:y|ies)|compensation|\bpay\b|\bpaid\b|wages?|\brates?\b|\bbase\b|\bOTE\b|remuneration|\bearn|\brange\b|gehalt|vergütung|salaire|rémunération|\bcomp\b/i;

const CONTEXT_BEFORE = 40;
/** Descriptions are scanned up to this length: pay is stated early or in a closing section well within it. */
const MAX_TEXT = 60_000;
/** Numbers read at most: a real posting holds a few dozen; a text of thousands is not a posting. */
const MAX_NUMBERS = 300;

export interface ScanOptions {
  /** Settles a bare "$" (a Canadian posting's "$" is CAD). */
  countryCode: string | null;
  /** In a description, only lines about pay count (a pay text is about pay throughout). */
  requirePayWords: boolean;
}

/** Every statement of pay in a text, first to last. The caller takes the first that makes sense. */
export function* payStatements(text: string, options: ScanOptions): Generator<PayInText> {
  const scanned = text.slice(0, MAX_TEXT);
  let numbers = 0;
  for (const match of scanned.matchAll(PAY)) {
    if (++numbers > MAX_NUMBERS) return;
    const found = read(match, scanned, options);
    if (found) yield found;
  }
}

function read(match: RegExpExecArray, text: string, options: ScanOptions): PayInText | null {
  const groups = match.groups!;
  const start = match.index;
  const end = start + match[0].length;
  const marks = [groups.c1a, groups.c1b, groups.c2a, groups.c2b].filter((mark): mark is string => mark !== undefined);
  const currencies = new Set(marks.map((mark) => currencyOf(mark, options.countryCode)));
  // No currency: never invent one ("120-150k"). Two different ones: not one range.
  if (currencies.size !== 1 || currencies.has(null)) return null;
  const currency = [...currencies][0]!;

  let first = parseAmount(groups.n1!.trim(), groups.k1 !== undefined);
  let second = groups.n2 === undefined ? null : parseAmount(groups.n2.trim(), groups.k2 !== undefined);
  if (first === null || (groups.n2 !== undefined && second === null)) return null;
  // "$80-100k": one "k" covers both ends.
  if (second !== null && groups.k2 !== undefined && groups.k1 === undefined && first < 1000) first *= 1000;
  if (second !== null && groups.k1 !== undefined && groups.k2 === undefined && second < 1000) second *= 1000;

  const before = text.slice(Math.max(0, start - CONTEXT_BEFORE), start);
  const after = text.slice(end, end + CONTEXT_BEFORE);
  if (NOT_PAY_AFTER.test(after) || NOT_PAY_BEFORE.test(before)) return null;
  const interval = intervalAround(text, start, end);
  if (options.requirePayWords && interval === null && !aboutPay(text, start, end)) return null;

  if (second !== null) return { currency, interval, min: first, max: second };
  if (UP_TO_BEFORE.test(before)) return { currency, interval, min: null, max: first };
  if (FROM_BEFORE.test(before) || after.startsWith('+')) return { currency, interval, min: first, max: null };
  return { currency, interval, min: first, max: first };
}

/** How far around an amount its line is read for words about pay (a long line is not read whole for each amount). */
const LINE_REACH = 200;

/** The amount's line, or the line before it (a "Compensation" heading), speaks of pay. */
function aboutPay(text: string, start: number, end: number): boolean {
  const from = Math.max(0, start - LINE_REACH);
  const before = text.slice(from, start);
  const lineBreak = before.lastIndexOf('\n');
  const previousBreak = lineBreak <= 0 ? -1 : before.lastIndexOf('\n', lineBreak - 1);
  const after = text.slice(end, end + LINE_REACH);
  const lineEnd = after.indexOf('\n');
  return PAY_WORDS.test(before.slice(previousBreak + 1) + ' ' + (lineEnd === -1 ? after : after.slice(0, lineEnd)));
}
