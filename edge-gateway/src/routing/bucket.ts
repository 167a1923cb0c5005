/**
 * The sticky bucket: a random whole number kept in a cookie, so one visitor sees one
 * version of each package on every page and asset load. The same position is used for
 * every package: visitors in a 10% canary of two packages are the same 10%, which keeps
 * the share of visitors exposed to anything new as small as the largest canary.
 */
import { serialize } from 'hono/utils/cookie';
import { VERSION_BUCKET_COOKIE, VERSION_BUCKET_COUNT } from '@chainwork/shared-config';

const BUCKET_VALUE = /^\d{1,5}$/;
/** A year: a visitor should not flip between versions while a canary runs. */
export const BUCKET_COOKIE_MAX_AGE_S = 31_536_000;

export function parseBucket(raw: string | undefined): number | null {
  if (raw === undefined || !BUCKET_VALUE.test(raw)) return null;
  const bucket = Number(raw);
  return bucket < VERSION_BUCKET_COUNT ? bucket : null;
}

/** Uniform in [0, VERSION_BUCKET_COUNT): rejection sampling avoids modulo bias. */
export function newBucket(randomUint32: () => number = defaultRandom): number {
  const limit = Math.floor(0x1_0000_0000 / VERSION_BUCKET_COUNT) * VERSION_BUCKET_COUNT;
  for (;;) {
    const value = randomUint32();
    if (value < limit) return value % VERSION_BUCKET_COUNT;
  }
}

function defaultRandom(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** [0, 1): where the visitor sits on every package's cumulative weight range. */
export function bucketPosition(bucket: number): number {
  return bucket / VERSION_BUCKET_COUNT;
}

/** HttpOnly: only the gateway reads it; the page learns its versions from the runtime config. */
export function bucketCookie(bucket: number, secure: boolean): string {
  return serialize(VERSION_BUCKET_COOKIE, String(bucket), {
    maxAge: BUCKET_COOKIE_MAX_AGE_S,
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure,
  });
}
