import { createElement } from 'react';
import { render } from '@react-email/render';
import { describe, expect, it } from 'vitest';
import { DigestJobRow, DigestMail, type DigestJob } from './DigestMail';
import { salaryWords } from './alert-mails';
import { escapeHtml } from '@chainwork/shared-config/html-escape';
import { digestHtml, digestText, type DigestValues } from './digest-template';

const job = (i: number, overrides: Partial<DigestJob> = {}): DigestJob => ({
  url: `https://chainwork.example/jobs/job-${i}`,
  title: `Senior Solidity Engineer ${i}`,
  company: 'Quillfeather & Co',
  location: 'Remote (Europe)',
  salary: i % 2 ? '$130K – $170K' : null,
  tags: i % 3 ? ['solidity', 'evm'] : [],
  featured: false,
  ...overrides,
});

const values = (overrides: Partial<DigestValues> = {}): DigestValues => ({
  siteUrl: 'https://chainwork.example',
  frequency: 'daily',
  description: '“solidity”, remote in Europe',
  heading: '3 new jobs',
  preview: 'Senior Solidity Engineer 1 at Quillfeather & Co',
  jobs: [job(1, { featured: true }), job(2), job(3)],
  buttonLabel: 'Open this search',
  searchUrl: 'https://chainwork.example/?q=solidity&remote=europe#job-search',
  unsubscribeUrl: 'https://chainwork.example/alerts/unsubscribe?token=abc',
  manageUrl: 'https://chainwork.example/account/alerts',
  ...overrides,
});

/** The whole mail rendered by react-email directly, the slow way the template stands in for. */
const directly = (v: DigestValues) =>
  render(
    createElement(DigestMail, {
      ...v,
      children: v.jobs.map((j) => createElement(DigestJobRow, { key: j.url, job: j })),
    }),
  );

describe('the digest template', () => {
  it('gives exactly the markup react-email renders for the same mail', async () => {
    const long = values({ preview: 'Senior Rust Engineer at Ferrous · '.repeat(8) });
    for (const v of [values(), values({ frequency: 'weekly', jobs: [job(7)], heading: '1 new job' }), values({ jobs: [] }), long]) {
      expect(await digestHtml(v)).toBe(await directly(v));
    }
  });

  it('escapes every value as React does, so no value is markup', async () => {
    const hostile = values({
      description: '<script>alert(1)</script> & "quotes"',
      jobs: [job(1, { title: '<img src=x onerror=alert(1)>', company: 'A&B "C"', url: 'https://chainwork.example/jobs/a?b=1&c="2"' })],
      preview: '</title><script>',
    });
    const html = await digestHtml(hostile);
    expect(html).toBe(await directly(hostile));
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(escapeHtml('<script>alert(1)</script> & "quotes"'));
    expect(html).not.toMatch(/CWSLOT/);
  });

  it('writes a text part with every job, the search and the unsubscribe link', () => {
    const text = digestText(values());
    expect(text).toContain('Senior Solidity Engineer 1 (Featured)\nQuillfeather & Co · Remote (Europe)');
    for (const i of [2, 3]) expect(text).toContain(`Senior Solidity Engineer ${i}\nQuillfeather & Co · Remote (Europe)`);
    expect(text).toContain('https://chainwork.example/jobs/job-2');
    expect(text).toContain('Open this search: https://chainwork.example/?q=solidity&remote=europe#job-search');
    expect(text).toContain('Unsubscribe from this alert: https://chainwork.example/alerts/unsubscribe?token=abc');
  });

  it('keeps a salary range on one line', async () => {
    const html = await digestHtml(
      values({ jobs: [job(1, { salary: salaryWords({ salaryMin: 130_000, salaryMax: 170_000, numeric_salary: null }) })] }),
    );
    expect(html).toContain('Quillfeather &amp; Co · Remote (Europe) · <span style="white-space:nowrap">$130K – $170K</span>');
    expect(await digestHtml(values({ jobs: [job(2)] }))).not.toContain('nowrap');
  });
});
