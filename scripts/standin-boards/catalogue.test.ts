import { CITIES } from '@chainwork/shared-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateBoards, type StandinBoard } from './catalogue';
import { fullHtml } from './description';
import { TEXT_PAY_FORMATS } from './pay';
import { BOARD_PLANS, DUPLICATE_ROLE } from './plans';
import { readStandinEntries } from './server';

const NOW = Date.UTC(2026, 5, 15, 12);
let boards: StandinBoard[];
const healthy = () => boards.filter((b) => !b.plan.malformed);
const listedJobs = () => healthy().flatMap((b) => b.jobs.filter((j) => j.listed).map((job) => ({ board: b, job })));

beforeAll(async () => {
  boards = generateBoards(await readStandinEntries(), NOW);
});

describe('the stand-in catalogue', () => {
  it('has at least 8 companies and 150 listed jobs on readable boards, over all four providers', () => {
    expect(new Set(healthy().map((b) => b.company.slug)).size).toBeGreaterThanOrEqual(8);
    expect(listedJobs().length).toBeGreaterThanOrEqual(150);
    expect(new Set(healthy().map((b) => b.provider))).toEqual(new Set(['greenhouse', 'lever', 'ashby', 'jsonld']));
  });

  it('is the same for the same file and clock', async () => {
    const again = generateBoards(await readStandinEntries(), NOW);
    expect(again).toEqual(boards);
  });

  it('has a plan for every board of its sources file and a board for every plan', () => {
    expect(boards.map((b) => b.id).sort()).toEqual(Object.keys(BOARD_PLANS).sort());
  });

  it('publishes pay structured in USD, EUR, GBP and CHF, yearly, monthly and hourly', () => {
    const structured = listedJobs().flatMap(({ job }) => (job.pay?.kind === 'structured' ? [job.pay] : []));
    expect(new Set(structured.map((p) => p.currency))).toEqual(new Set(['USD', 'EUR', 'GBP', 'CHF']));
    expect(new Set(structured.map((p) => p.interval))).toEqual(new Set(['year', 'month', 'hour']));
    for (const pay of structured) expect(pay.max).toBeGreaterThan(pay.min);
  });

  it('writes pay in every text format, in the description, and some jobs state no pay at all', () => {
    const texts = listedJobs().flatMap(({ job }) => (job.pay?.kind === 'text' ? [job] : []));
    expect(new Set(texts.map((j) => (j.pay as { format: string }).format))).toEqual(new Set(Object.keys(TEXT_PAY_FORMATS)));
    for (const job of texts) expect(fullHtml(job.text)).toContain((job.pay as { text: string }).text.replace(/'/g, '&#x27;'));
    const examples = texts.map((j) => (j.pay as { text: string }).text);
    expect(examples.some((t) => /^\$\d+k-\d+k$/.test(t))).toBe(true);
    expect(examples.some((t) => /^USD \d{2,3},000 - \d{2,3},000$/.test(t))).toBe(true);
    expect(examples.some((t) => /^EUR \d+-\d+k \/ year$/.test(t))).toBe(true);
    expect(examples.some((t) => /^€\d+\/hour$/.test(t))).toBe(true);
    expect(examples.some((t) => /^£\d,\d{3} per month$/.test(t))).toBe(true);
    expect(examples.some((t) => /^CHF \d{2,3}'000$/.test(t))).toBe(true);
    const unpaid = listedJobs().filter(({ job }) => job.pay === null);
    expect(unpaid.length).toBeGreaterThan(10);
    // A job with no pay names no money: the import must find none.
    for (const { job } of unpaid) expect(fullHtml(job.text)).not.toMatch(/[$€£]|\b(USD|EUR|GBP|CHF)\b/);
  });

  it('has remote jobs with regions, and hybrid and on-site cities in and out of the vocabulary', () => {
    const places = listedJobs().map(({ job }) => job.place);
    const texts = new Set(places.map((p) => p.text));
    for (const text of ['Remote - Europe', 'Remote (US only)', 'Anywhere', 'Remote - APAC', 'Vienna, Austria', 'Warsaw, Poland']) {
      expect(texts).toContain(text);
    }
    const known = new Set(CITIES.map((c) => c.name));
    expect(places.some((p) => p.workplace === 'hybrid' && known.has(p.city!))).toBe(true);
    expect(places.some((p) => p.workplace === 'onsite' && known.has(p.city!))).toBe(true);
    expect(places.some((p) => p.city !== null && !known.has(p.city))).toBe(true);
  });

  it('lists one role on two providers of the same company, and no other role twice within a company', () => {
    const seen = new Map<string, string[]>();
    for (const { board, job } of listedJobs()) {
      const key = `${board.company.slug}|${job.title}|${job.place.text}`;
      seen.set(key, [...(seen.get(key) ?? []), board.provider]);
    }
    const repeated = [...seen].filter(([, providers]) => providers.length > 1);
    expect(repeated).toEqual([[`zk-forge|${DUPLICATE_ROLE.title}|Remote - Europe`, ['greenhouse', 'lever']]]);
  });

  it('has one malformed board and Ashby jobs that are not listed', () => {
    expect(boards.filter((b) => b.plan.malformed).map((b) => b.id)).toEqual(['greenhouse:kelpie']);
    const unlisted = boards.filter((b) => b.provider === 'ashby').flatMap((b) => b.jobs.filter((j) => !j.listed));
    expect(unlisted.length).toBeGreaterThan(0);
  });

  it("gives every job of a board its own id, in the provider's form", () => {
    for (const board of boards) {
      const ids = board.jobs.map((j) => j.externalId);
      expect(new Set(ids).size).toBe(ids.length);
      const form = { greenhouse: /^\d+$/, lever: /^[0-9a-f-]{36}$/, ashby: /^[0-9a-f-]{36}$/, jsonld: /^[a-z0-9-]+$/ }[board.provider];
      for (const id of ids) expect(id).toMatch(form);
    }
  });
});
