/**
 * Cookies are written by hono's serialiser (`serialize` from 'hono/utils/cookie', or
 * setCookie/deleteCookie on a Hono context), never by hand: a hand-built `Set-Cookie` drifts
 * from the others' attributes and skips hono's checks (name, 400-day limit, prefixes).
 * Tests may build headers by hand to stand in for a browser or an upstream.
 */

/** A string literal holding cookie attributes, or a literal handed to a `set-cookie` header. */
const HAND_WRITTEN = [/['"`][^'"`\n]*(?:Max-Age=|SameSite=|Expires=|HttpOnly['"`;]|Path=\/['"`;])/, /['"]set-cookie['"]\s*,\s*['"`]/i];
const COMMENT = /^\s*(?:\*|\/\/|\/\*)/;

/** Production code: sources outside tests, test helpers, e2e and benchmarks. */
export function isProductionSource(file: string): boolean {
  return (
    /\.(?:ts|tsx|mts|js|mjs)$/.test(file) &&
    !/\.(?:test|spec)\.[^/]+$/.test(file) &&
    !/(?:^|\/)(?:e2e|bench|test|testing|__tests__)\//.test(file) &&
    !file.endsWith('.d.ts')
  );
}

/** `file:line: text` for every line of `text` that writes a Set-Cookie value by hand. */
export function handWrittenCookies(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, i) =>
      !COMMENT.test(line) && HAND_WRITTEN.some((rule) => rule.test(line)) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
    );
}
