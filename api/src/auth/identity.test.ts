import { IDENTITY_HEADERS } from '@chainwork/shared-config';
import { describe, expect, it } from 'vitest';
import { hasRole, identityFromHeaders } from './identity';

const headers = (values: Partial<Record<keyof typeof IDENTITY_HEADERS, string>>) =>
  new Headers(Object.entries(values).map(([key, value]) => [IDENTITY_HEADERS[key as keyof typeof IDENTITY_HEADERS], value]));

describe('identityFromHeaders', () => {
  it('reads the three headers, lowercases the e-mail and always includes employer', () => {
    expect(identityFromHeaders(headers({ userId: 'u_1', email: 'Ada@Example.com', roles: 'moderator' }))).toEqual({
      userId: 'u_1',
      email: 'ada@example.com',
      roles: ['employer', 'moderator'],
    });
  });

  it('is anonymous when any header is missing or empty', () => {
    expect(identityFromHeaders(new Headers())).toBeNull();
    expect(identityFromHeaders(headers({ userId: 'u_1', email: 'a@b.co' }))).toBeNull();
    expect(identityFromHeaders(headers({ userId: ' ', email: 'a@b.co', roles: 'employer' }))).toBeNull();
  });

  it('drops unknown roles', () => {
    expect(identityFromHeaders(headers({ userId: 'u', email: 'a@b.co', roles: 'employer,admin,root' }))?.roles).toEqual(['employer']);
    expect(hasRole(identityFromHeaders(headers({ userId: 'u', email: 'a@b.co', roles: 'admin' })), 'moderator')).toBe(false);
  });

  it('carries the session the gateway verified, when both of its headers are sound', () => {
    const signedIn = { userId: 'u', email: 'a@b.co', roles: 'employer' };
    expect(identityFromHeaders(headers({ ...signedIn, sessionId: 'sess_1', sessionExpiresAt: '1780000000000' }))?.session).toEqual({
      id: 'sess_1',
      expiresAt: 1_780_000_000_000,
    });
    expect(identityFromHeaders(headers({ ...signedIn, sessionId: 'sess_1' }))?.session).toBeUndefined();
    expect(identityFromHeaders(headers({ ...signedIn, sessionId: 'sess_1', sessionExpiresAt: 'soon' }))?.session).toBeUndefined();
  });
});
