import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../lib/paths';
import { readText, repositoryFiles } from '../docs/citations';
import { handWrittenCookies, isProductionSource } from './hand-written-cookies';

const SELF = 'scripts/workspace/hand-written-cookies.ts';

describe('every cookie is written by hono/cookie', () => {
  it('no production source builds a Set-Cookie value by hand (use serialize from hono/utils/cookie, or setCookie)', () => {
    const sources = repositoryFiles(REPO_ROOT).filter((file) => isProductionSource(file) && file !== SELF);
    expect(sources).toEqual(expect.arrayContaining(['api/src/accounts/session-cookie.ts', 'edge-gateway/src/routing/bucket.ts']));
    expect(sources.flatMap((file) => handWrittenCookies(file, readText(REPO_ROOT, file)))).toEqual([]);
  });

  it('recognises the hand-built cookies it forbids, and leaves serialiser calls and prose alone', () => {
    const found = (line: string) => handWrittenCookies('f.ts', line).length;
    for (const line of [
      '  return `${SESSION_COOKIE}=${token}; Max-Age=${maxAge}; ${attrs}`;',
      "  return `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;",
      "    'HttpOnly',",
      "    'SameSite=Lax',",
      '    `Max-Age=${BUCKET_COOKIE_MAX_AGE_S}`,',
      "  headers.append('set-cookie', `cw_bucket=${bucket}`);",
      "  c.header('Set-Cookie', 'a=1', { append: true });",
    ]) {
      expect(found(line), line).toBe(1);
    }
    for (const line of [
      "  return serialize(VERSION_BUCKET_COOKIE, String(bucket), { maxAge, path: '/', httpOnly: true, sameSite: 'Lax', secure });",
      "  headers.append('set-cookie', bucketCookie(bucket, secure));",
      ' * HttpOnly (no script reads it), SameSite=Lax (not sent on cross-site POSTs)',
      '// Appends `Set-Cookie: chakra-ui-color-mode=dark; ...` to HTML responses',
    ]) {
      expect(found(line), line).toBe(0);
    }
  });

  it('counts tests, test helpers, e2e and benchmarks as not production', () => {
    expect(isProductionSource('edge-gateway/src/routing/bucket.ts')).toBe(true);
    expect(isProductionSource('shell-app/src/App.tsx')).toBe(true);
    for (const file of [
      'api/src/accounts/sign-in.test.ts',
      'e2e/tests/accounts.spec.ts',
      'bench/web/page-bytes.ts',
      'edge-gateway/test/gated-api.ts',
    ]) {
      expect(isProductionSource(file), file).toBe(false);
    }
  });
});
