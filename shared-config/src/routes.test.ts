import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, eventCalendarPath, isJobSlug, matchRoute, routePath } from './routes';
import { JOB_SLUG_MAX_LENGTH } from './limits';

describe('sign-in and sign-up paths from the environment', () => {
  it('default to the required paths', () => {
    expect(routePath('signIn')).toBe('/sign-in');
    expect(routePath('signUp', {})).toBe('/sign-up');
    expect(matchRoute('/sign-in')?.route.id).toBe('signIn');
  });

  it('move to a configured same-site path, which then matches instead of the default', () => {
    const overrides = { signInPath: '/login/', signUpPath: '/join?ref=nav' };
    expect(routePath('signIn', overrides)).toBe('/login');
    expect(routePath('signUp', overrides)).toBe('/join');
    expect(matchRoute('/login', overrides)?.route.id).toBe('signIn');
    expect(matchRoute('/join', overrides)?.route.id).toBe('signUp');
    expect(matchRoute('/sign-in', overrides)).toBeNull();
  });

  it('ignore a full provider URL or a protocol-relative one for routing', () => {
    const overrides = { signInPath: 'https://accounts.example/sign-in', signUpPath: '//evil.example/x' };
    expect(routePath('signIn', overrides)).toBe('/sign-in');
    expect(routePath('signUp', overrides)).toBe('/sign-up');
  });

  it('never lets an override shadow another route', () => {
    expect(routePath('about', { signInPath: '/x' })).toBe('/about');
  });
});

describe('content routes', () => {
  it('serve the moderation area at the account menu path, kept out of search engines', () => {
    expect(matchRoute(ACCOUNT_PATHS.moderation)?.route).toMatchObject({ id: 'moderation', private: true });
  });

  it('let the gateway serve the events calendar, and name one event by query', () => {
    expect(matchRoute('/resources/crypto-events.ics')?.route).toMatchObject({ id: 'cryptoEventsFeed', servedByGateway: true });
    expect(eventCalendarPath('a b')).toBe('/resources/crypto-events.ics?event=a%20b');
  });
});

describe('job paths', () => {
  it('match exactly the slugs the api accepts: its pattern, up to JOB_SLUG_MAX_LENGTH characters', () => {
    expect(matchRoute(`/jobs/${'a'.repeat(JOB_SLUG_MAX_LENGTH)}`)?.params.slug).toHaveLength(JOB_SLUG_MAX_LENGTH);
    expect(matchRoute(`/jobs/${'a'.repeat(JOB_SLUG_MAX_LENGTH + 1)}`)).toBeNull();
    expect(matchRoute('/jobs/Not_A_Slug')).toBeNull();
    expect(isJobSlug('senior-engineer-at-lumen')).toBe(true);
  });
});

describe('company paths', () => {
  it('list companies at /companies and match the company slugs the api accepts, nothing else', () => {
    expect(matchRoute('/companies')?.route.id).toBe('companies');
    expect(matchRoute('/companies/zk-forge')).toMatchObject({ route: { id: 'company' }, params: { slug: 'zk-forge' } });
    expect(matchRoute('/companies/-zk-forge')).toBeNull();
    expect(matchRoute('/companies/ZK_Forge')).toBeNull();
    expect(matchRoute('/companies/zk-forge/jobs')).toBeNull();
  });
});
