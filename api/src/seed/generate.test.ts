import {
  EMPLOYMENT_TYPES,
  JOB_SLUG_PATTERN,
  JOB_VALIDITY_MS,
  MAX_TAGS_PER_JOB,
  SENIORITIES,
  TAG_PATTERN,
  describeLocation,
} from '@chainwork/shared-config';
import { describe, expect, it } from 'vitest';
import { JOB_SLUG_MAX_LENGTH } from '@chainwork/shared-config';
import { COMPANIES } from './companies';
import { SEED_WINDOW_MS, generateJobs } from './generate';
import { SKILL_TAGS } from './tags';

const NOW = new Date('2026-06-01T12:34:56.789Z');
const jobs = generateJobs({ count: 3000, seed: 42, now: NOW });

function share(predicate: (job: (typeof jobs)[number]) => boolean): number {
  return jobs.filter(predicate).length / jobs.length;
}

describe('generateJobs', () => {
  it('is deterministic: the same (count, seed, now) gives identical jobs', () => {
    expect(generateJobs({ count: 3000, seed: 42, now: NOW })).toEqual(jobs);
  });

  it('gives different jobs for a different seed, and only shifts dates for a different now', () => {
    const other = generateJobs({ count: 50, seed: 43, now: NOW });
    expect(other.map((j) => j.slug)).not.toEqual(jobs.slice(0, 50).map((j) => j.slug));
    const later = generateJobs({ count: 50, seed: 42, now: new Date(NOW.getTime() + 60 * 60_000) });
    const base = generateJobs({ count: 50, seed: 42, now: NOW });
    expect(later.map((j) => j.slug)).toEqual(base.map((j) => j.slug));
    expect(later.map((j) => j.postedAt.getTime() - 60 * 60_000)).toEqual(base.map((j) => j.postedAt.getTime()));
  });

  it('makes unique slugs that match JOB_SLUG_PATTERN and the length limit', () => {
    expect(new Set(jobs.map((j) => j.slug)).size).toBe(jobs.length);
    for (const job of jobs) {
      expect(job.slug).toMatch(JOB_SLUG_PATTERN);
      expect(job.slug.length).toBeLessThanOrEqual(JOB_SLUG_MAX_LENGTH);
    }
  });

  it('dates every job within the 60 days before now, oldest first, and about half are expired', () => {
    for (const job of jobs) {
      const age = NOW.getTime() - job.postedAt.getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(SEED_WINDOW_MS);
    }
    const times = jobs.map((j) => j.postedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const expired = share((j) => NOW.getTime() >= j.postedAt.getTime() + JOB_VALIDITY_MS);
    expect(expired).toBeGreaterThan(0.4);
    expect(expired).toBeLessThan(0.6);
  });

  it('has numeric_salary null exactly when there is no range, else the midpoint', () => {
    for (const job of jobs) {
      if (job.salaryMin === null || job.salaryMax === null) {
        expect(job.numericSalary).toBeNull();
        expect(job.salaryMax).toBeNull();
        expect(job.salaryMin).toBeNull();
      } else {
        expect(job.salaryMin).toBeLessThan(job.salaryMax);
        expect(job.numericSalary).toBe((job.salaryMin + job.salaryMax) / 2);
        expect(Number.isInteger(job.numericSalary)).toBe(true);
        expect(job.salaryMin).toBeGreaterThanOrEqual(5_000);
        expect(job.salaryMax).toBeLessThan(600_000);
      }
    }
    const withoutSalary = share((j) => j.numericSalary === null);
    expect(withoutSalary).toBeGreaterThan(0.2);
    expect(withoutSalary).toBeLessThan(0.3);
  });

  it('uses only vocabulary locations, about 70% remote, with Location matching standardized_location', () => {
    for (const job of jobs) {
      const place = describeLocation(job.standardizedLocation);
      expect(place, job.standardizedLocation).not.toBeNull();
      expect(job.location).toBe(place!.label);
    }
    const remote = share((j) => j.standardizedLocation.startsWith('remote'));
    expect(remote).toBeGreaterThan(0.65);
    expect(remote).toBeLessThan(0.75);
    const scopes = new Set(jobs.map((j) => describeLocation(j.standardizedLocation)!.kind));
    expect(scopes).toEqual(new Set(['anywhere', 'region', 'country', 'city']));
  });

  it('tags each job with 2-6 distinct curated skills', () => {
    const curated = new Set<string>(SKILL_TAGS);
    for (const job of jobs) {
      expect(job.tags.length).toBeGreaterThanOrEqual(2);
      expect(job.tags.length).toBeLessThanOrEqual(Math.min(6, MAX_TAGS_PER_JOB));
      expect(new Set(job.tags).size).toBe(job.tags.length);
      for (const tag of job.tags) expect(curated.has(tag), tag).toBe(true);
    }
    for (const tag of SKILL_TAGS) expect(tag).toMatch(TAG_PATTERN);
  });

  it('varies companies, titles, levels and employment types, mostly full-time', () => {
    expect(new Set(jobs.map((j) => j.company)).size).toBeGreaterThan(100);
    expect(new Set(jobs.map((j) => j.title)).size).toBeGreaterThan(120);
    expect(new Set(jobs.map((j) => j.seniority))).toEqual(new Set([...SENIORITIES, null]));
    expect(new Set(jobs.map((j) => j.employmentType))).toEqual(new Set(EMPLOYMENT_TYPES));
    expect(share((j) => j.employmentType === 'FULL_TIME')).toBeGreaterThan(0.8);
    for (const job of jobs) expect(job.employmentType === 'INTERN').toBe(job.seniority === 'intern');
    const titles = jobs.map((j) => j.title).join('\n');
    for (const word of [
      'Solidity',
      'Rust',
      'Go Engineer',
      'Auditor',
      'Frontend',
      'Backend',
      'Full-Stack',
      'Site Reliability',
      'ZK',
      'Data',
      'Product Manager',
      'Designer',
      'Marketing',
      'Community',
      'Business Development',
      'Legal',
      'Compliance',
      'Operations',
    ]) {
      expect(titles).toContain(word);
    }
  });

  it('writes multi-section markdown with links only to the company`s .example site', () => {
    for (const job of jobs.slice(0, 300)) {
      expect(job.descriptionMd.match(/^## /gm)!.length).toBeGreaterThanOrEqual(5);
      expect(job.descriptionMd).toMatch(/^- /m);
      const links = [...job.descriptionMd.matchAll(/\]\((https?:\/\/[^)]+)\)/g)].map((m) => new URL(m[1]!).hostname);
      expect(links.length).toBeGreaterThanOrEqual(2);
      const host = new URL(job.companyUrl).hostname;
      expect(host).toMatch(/\.example$/);
      for (const link of links) expect(link).toBe(host);
      expect(new URL(job.applyUrl).hostname).toBe(host);
      expect(job.descriptionMd).not.toMatch(/\{\w+\}/);
    }
    expect(new Set(jobs.map((j) => j.descriptionMd)).size).toBe(jobs.length);
  });

  it('publishes most jobs and keeps a few drafts and removed ones', () => {
    expect(share((j) => j.status === 'published')).toBeGreaterThan(0.94);
    expect(jobs.some((j) => j.status === 'draft')).toBe(true);
    expect(jobs.some((j) => j.status === 'removed')).toBe(true);
  });

  it('draws from about 120 fictional companies with unique names and sites', () => {
    expect(COMPANIES.length).toBeGreaterThanOrEqual(115);
    expect(new Set(COMPANIES.map((c) => c.slug)).size).toBe(COMPANIES.length);
    for (const company of COMPANIES) expect(company.url).toBe(`https://${company.slug}.example`);
  });
});
