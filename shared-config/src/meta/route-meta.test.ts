import { describe, expect, it } from 'vitest';
import { matchRoute, route } from '../routes';
import { routeMeta } from './route-meta';

const SITE = 'https://chainwork.example';

describe('routeMeta', () => {
  it("titles a page '{title} | Chainwork'", () => {
    expect(routeMeta({ siteUrl: SITE, path: '/about', route: route('about') }).title).toBe('About | Chainwork');
  });

  it("titles a job page '{Title} at {Company} | Chainwork' and carries JSON-LD", () => {
    const meta = routeMeta({
      siteUrl: SITE,
      path: '/jobs/rust-dev-acme-1a',
      route: route('job'),
      job: {
        Title: 'Rust Developer',
        Company: 'Acme Chain',
        Description: 'x'.repeat(300),
        Date: new Date(),
        Pretty_url: 'rust-dev-acme-1a',
        Location: 'Remote',
        standardized_location: 'remote',
        numeric_salary: null,
      },
    });
    expect(meta.title).toBe('Rust Developer at Acme Chain | Chainwork');
    expect(meta.description).toHaveLength(155);
    expect(meta.canonical).toBe(`${SITE}/jobs/rust-dev-acme-1a`);
    expect(meta.jsonLd?.['@type']).toBe('JobPosting');
  });

  it('gives a not-found title for an unknown route', () => {
    expect(routeMeta({ siteUrl: SITE, path: '/nope', route: null }).title).toBe('Page not found | Chainwork');
  });
});

describe('matchRoute', () => {
  it('matches every static route and job pages, ignoring a trailing slash', () => {
    expect(matchRoute('/')?.route.id).toBe('home');
    expect(matchRoute('/resources/crypto-events/')?.route.id).toBe('cryptoEvents');
    expect(matchRoute('/jobs/senior-rust-dev-3f')).toEqual({ route: route('job'), params: { slug: 'senior-rust-dev-3f' } });
  });

  it('rejects unknown paths and malformed slugs', () => {
    expect(matchRoute('/nope')).toBeNull();
    expect(matchRoute('/jobs/')).toBeNull();
    expect(matchRoute('/jobs/Bad_Slug')).toBeNull();
    expect(matchRoute('/jobs/a/b')).toBeNull();
  });
});
