import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from './sha256';

describe('sha256Hex', () => {
  it('spells the digest of a string as 64 lowercase hex characters (the FIPS 180-2 "abc" vector)', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes bytes as they are, and a string as its UTF-8 bytes', async () => {
    const text = 'café ☕';
    const bytes = new TextEncoder().encode(text);
    const expected = createHash('sha256').update(bytes).digest('hex');
    expect(await sha256Hex(bytes)).toBe(expected);
    expect(await sha256Hex(text)).toBe(expected);
  });

  it('keeps leading zero nibbles (each byte is two characters)', async () => {
    for (const value of ['', 'a', 'chainwork', '0']) {
      expect(await sha256Hex(value)).toMatch(/^[0-9a-f]{64}$/);
    }
  });
});
