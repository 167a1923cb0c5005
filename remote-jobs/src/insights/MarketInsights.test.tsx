import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MarketInsights as Insights } from '../api/contract';
import { renderWithApi } from '../test/render';
import type { ProcedureResult } from '@chainwork/shared-config/testing';
import { MarketInsights } from './MarketInsights';

const DAY = 86_400_000;
const now = new Date('2026-03-30T12:00:00Z');

const insights: Insights = {
  generatedAt: now,
  weeks: Array.from({ length: 12 }, (_, i) => {
    const end = now.getTime() - (11 - i) * 7 * DAY;
    const jobs = 100 + i * 10;
    return { weekStart: new Date(end - 7 * DAY), weekEnd: new Date(end), jobs, remoteJobs: Math.round(jobs * 0.7), remoteShare: Math.round(jobs * 0.7) / jobs };
  }),
  topTags: [
    { tag: 'solidity', jobs: 320, previousJobs: 280, growth: 40 / 280 },
    { tag: 'zk', jobs: 120, previousJobs: 60, growth: 1 },
    { tag: 'ai', jobs: 50, previousJobs: 0, growth: null },
  ],
  salaryByTag: [
    { tag: 'solidity', jobs: 200, p25: 120_000, p50: 150_000, p75: 185_000 },
    { tag: 'zk', jobs: 80, p25: 140_000, p50: 175_000, p75: 210_000 },
  ],
  salaryBySeniority: [
    { seniority: 'junior', jobs: 40, p25: 70_000, p50: 85_000, p75: 100_000 },
    { seniority: 'senior', jobs: 150, p25: 150_000, p50: 180_000, p75: 210_000 },
  ],
  remote: { jobs: 1000, remoteJobs: 720, share: 0.72 },
};

const api = (result: ProcedureResult) => (name: string): ProcedureResult => {
  if (name !== 'insights.market') throw new Error(`unexpected ${name}`);
  return result;
};

const figure = (name: string) => screen.getByRole('figure', { name });

describe('MarketInsights', () => {
  // happy-dom lays nothing out, so recharts would measure a 0-wide container and draw
  // nothing; give the chart containers (only them: a legend as tall as the chart would
  // leave no room to plot) a size so the charts are really drawn.
  beforeEach(() => {
    const sized = (el: HTMLElement) => el.classList.contains('recharts-responsive-container');
    const original = HTMLElement.prototype.getBoundingClientRect;
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return sized(this) ? ({ x: 0, y: 0, top: 0, left: 0, right: 640, bottom: 300, width: 640, height: 300, toJSON: () => ({}) } as DOMRect) : original.call(this);
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) { return sized(this) ? 640 : 0; });
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) { return sized(this) ? 300 : 0; });
  });
  afterEach(() => vi.restoreAllMocks());

  it('draws each chart under a heading, with a summary in words', async () => {
    const { calls } = renderWithApi(<MarketInsights />, api({ data: insights }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Jobs posted per week' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Job Market Insights' })).toBeTruthy();
    expect(calls).toEqual([{ name: 'insights.market', input: undefined }]);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Jobs posted per week', 'Top skills and their growth', 'Remote share', 'Salaries by skill', 'Salaries by seniority',
    ]);
    expect(within(figure('Top skills and their growth')).getByText(/solidity is the most asked-for skill, in 320 jobs .* Fastest growing: zk \(\+100%\)\./)).toBeTruthy();
    expect(within(figure('Salaries by seniority')).getByRole('img').getAttribute('aria-label'))
      .toBe('Median salaries by seniority range from $85K (Junior) to $180K (Senior).');
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
    renderWithApi(<MarketInsights />, api({ data: insights }));
    const skills = await screen.findByRole('figure', { name: 'Top skills and their growth' });
    const toggle = within(skills).getByRole('button', { name: 'Show the data table' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const rows = within(within(skills).getByRole('table')).getAllByRole('row').map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ['Skill', 'Last 30 days', 'The 30 days before', 'Growth'],
      ['solidity', '320', '280', '+14%'],
      ['zk', '120', '60', '+100%'],
      ['ai', '50', '0', 'new'],
    ]);
    fireEvent.click(within(figure('Salaries by skill')).getByRole('button', { name: 'Show the data table' }));
    expect(within(figure('Salaries by skill')).getByRole('row', { name: /zk/ }).textContent).toBe('zk$140,000$175,000$210,00080');
  });

  it('says what failed and offers Retry', async () => {
    let fail = true;
    renderWithApi(<MarketInsights />, (name) => (fail
      ? { error: { message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR', httpStatus: 500 } }
      : api({ data: insights })(name)));
    expect(await screen.findByRole('heading', { name: "We couldn't load the market numbers" })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Jobs posted per week' })).toBeTruthy();
  });
});
