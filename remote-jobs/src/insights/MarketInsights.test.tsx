import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sampleJob, type SeedJob } from '@chainwork/api/seed';
import { realApiForThisFile } from '@chainwork/testing/api';
import { renderWithApi } from '@chainwork/testing/render';
import { MarketInsights } from './MarketInsights';

const api = realApiForThisFile();

/**
 * A board whose numbers are known: over the last 30 days 32 solidity jobs (28 the 30 days
 * before), 12 zk (6 before), 5 ai (none before) and one untagged job, 36 of the 50 remote;
 * salaries only for 3 junior solidity jobs (70k, 85k, 100k) and 5 senior zk jobs
 * (140k, 140k, 175k, 210k, 210k); older untagged jobs fill the 12 weeks, every week with
 * remote and on-site jobs.
 */
function board(): SeedJob[] {
  const jobs: SeedJob[] = [];
  const add = (ageDays: number, remote: boolean, overrides: Partial<SeedJob>) =>
    jobs.push(
      sampleJob({
        slug: `job-${jobs.length}`,
        ageDays,
        tags: [],
        numericSalary: null,
        salaryMin: null,
        salaryMax: null,
        seniority: null,
        location: remote ? 'Remote' : 'Berlin',
        standardizedLocation: remote ? 'remote' : 'berlin',
        ...overrides,
      }),
    );
  const salaried = (salary: number, seniority: SeedJob['seniority']) => ({
    numericSalary: salary,
    salaryMin: salary,
    salaryMax: salary,
    seniority,
  });
  const recent: Array<Partial<SeedJob>> = [
    ...[70_000, 85_000, 100_000].map((salary) => ({ tags: ['solidity'], ...salaried(salary, 'junior') })),
    ...Array.from({ length: 29 }, () => ({ tags: ['solidity'] })),
    ...[140_000, 140_000, 175_000, 210_000, 210_000].map((salary) => ({ tags: ['zk'], ...salaried(salary, 'senior') })),
    ...Array.from({ length: 7 }, () => ({ tags: ['zk'] })),
    ...Array.from({ length: 5 }, () => ({ tags: ['ai'] })),
    {},
  ];
  // 7 of every 25 on site, spread over the weeks.
  recent.forEach((overrides, i) => add(0.2 + (i * 29.6) / recent.length, (i * 7) % 25 >= 7, overrides));
  const before: Array<Partial<SeedJob>> = [
    ...Array.from({ length: 28 }, () => ({ tags: ['solidity'] })),
    ...Array.from({ length: 6 }, () => ({ tags: ['zk'] })),
  ];
  before.forEach((overrides, i) => add(30.2 + (i * 29.6) / before.length, i % 2 === 0, overrides));
  for (let i = 0; i < 12; i += 1) add(60.5 + i * 1.9, i % 2 === 0, {});
  return jobs;
}

beforeAll(async () => {
  await api.seed(board());
});

const figure = (name: string) => screen.getByRole('figure', { name });

describe('MarketInsights', () => {
  // happy-dom lays nothing out, so recharts would measure a 0-wide container and draw
  // nothing; give the chart containers (only them: a legend as tall as the chart would
  // leave no room to plot) a size so the charts are really drawn.
  beforeEach(() => {
    const sized = (el: HTMLElement) => el.classList.contains('recharts-responsive-container');
    const original = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return sized(this)
        ? ({ x: 0, y: 0, top: 0, left: 0, right: 640, bottom: 300, width: 640, height: 300, toJSON: () => ({}) } as DOMRect)
        : original.call(this);
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return sized(this) ? 640 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return sized(this) ? 300 : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws each chart under a heading, with a summary in words', async () => {
    const { calls } = renderWithApi(<MarketInsights />, api);
    expect(await screen.findByRole('heading', { level: 2, name: 'Jobs posted per week' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Job Market Insights' })).toBeTruthy();
    expect(calls).toEqual([{ name: 'insights.market', input: undefined }]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Jobs posted per week',
      'Top skills and their growth',
      'Remote share',
      'Salaries by skill',
      'Salaries by seniority',
    ]);
    expect(
      within(figure('Top skills and their growth')).getByText(
        /solidity is the most asked-for skill, in 32 jobs .* Fastest growing: zk \(\+100%\)\./,
      ),
    ).toBeTruthy();
    expect(within(figure('Salaries by seniority')).getByRole('img').getAttribute('aria-label')).toBe(
      'Median salaries by seniority range from $85K (Junior) to $175K (Senior).',
    );
    expect(within(figure('Remote share')).getAllByText(/72%/).length).toBeGreaterThan(0);
    // The drawing is there too: 12 weeks of stacked remote and on-site bars, inside the labelled image,
    // with no keyboard trap of its own (the table is the accessible way through the numbers).
    const drawing = within(figure('Jobs posted per week')).getByRole('img');
    await waitFor(() => expect(drawing.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(24));
    expect(drawing.querySelector('svg')?.getAttribute('tabindex')).toBeNull();
    // Dark-mode axes: light tick text, not recharts' default grey-on-white.
    expect(drawing.querySelector('.recharts-cartesian-axis-tick-value')?.getAttribute('fill')).toBe('rgba(255, 255, 255, 0.72)');
  });

  it('offers every chart as a data table', async () => {
    renderWithApi(<MarketInsights />, api);
    const skills = await screen.findByRole('figure', { name: 'Top skills and their growth' });
    const toggle = within(skills).getByRole('button', { name: 'Show the data table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const rows = within(within(skills).getByRole('table'))
      .getAllByRole('row')
      .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Skill', 'Last 30 days', 'The 30 days before', 'Growth'],
      ['solidity', '32', '28', '+14%'],
      ['zk', '12', '6', '+100%'],
      ['ai', '5', '0', 'new'],
    ]);
    fireEvent.click(within(figure('Salaries by skill')).getByRole('button', { name: 'Show the data table' }));
    expect(within(figure('Salaries by skill')).getByRole('row', { name: /zk/ }).textContent).toBe('zk$140,000$175,000$210,0005');
  });

  it('says what failed and offers Retry', async () => {
    let fail = true;
    renderWithApi(<MarketInsights />, api, { transport: { fail: () => fail } });
    expect(await screen.findByRole('heading', { name: "We couldn't load the market numbers" })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Jobs posted per week' })).toBeTruthy();
  });
});
