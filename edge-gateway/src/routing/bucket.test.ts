import { describe, expect, it } from 'vitest';
import { VERSION_BUCKET_COUNT } from '@chainwork/shared-config';
import { bucketCookie, bucketPosition, newBucket, parseBucket } from './bucket';

describe('parseBucket', () => {
  it.each([
    ['0', 0],
    ['42', 42],
    ['9999', 9999],
    ['0042', 42],
    ['10000', null],
    ['-1', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    [' 42', null],
    [undefined, null],
    ['123456', null],
  ])('%j -> %j', (raw, expected) => {
    expect(parseBucket(raw)).toBe(expected);
  });
});

describe('newBucket', () => {
  it('stays in range and skips the biased top of the 32-bit range', () => {
    const values = [0xffff_ffff, 0xffff_fff0, 123_456_789];
    const bucket = newBucket(() => values.shift()!);
    expect(bucket).toBe(123_456_789 % VERSION_BUCKET_COUNT);
  });

  it('spreads visitors over the whole range', () => {
    const seen = Array.from({ length: 2000 }, () => newBucket());
    expect(seen.every((b) => Number.isInteger(b) && b >= 0 && b < VERSION_BUCKET_COUNT)).toBe(true);
    expect(Math.min(...seen)).toBeLessThan(VERSION_BUCKET_COUNT * 0.05);
    expect(Math.max(...seen)).toBeGreaterThan(VERSION_BUCKET_COUNT * 0.95);
  });
});

describe('bucket cookie', () => {
  it('is HttpOnly, site-wide, a year long, Secure only on https', () => {
    expect(bucketCookie(42, false)).toBe('cw_bucket=42; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax');
    expect(bucketCookie(42, true)).toBe('cw_bucket=42; Max-Age=31536000; Path=/; HttpOnly; Secure; SameSite=Lax');
  });

  it('maps a bucket to a position in [0, 1)', () => {
    expect(bucketPosition(0)).toBe(0);
    expect(bucketPosition(VERSION_BUCKET_COUNT - 1)).toBeLessThan(1);
  });
});
