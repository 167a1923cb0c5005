import { sha256Hex } from '@chainwork/shared-config/sha256';
import { describe, expect, it } from 'vitest';
import { saltedSha256Hex } from './raw-hash';

describe('saltedSha256Hex', () => {
  it("spells the same hash as sha256Hex of the salted text, so a fetch's known hashes compare with those stored before", async () => {
    for (const text of ['', '{"id":1,"title":"Rust Engineer"}', 'Zürich — 5 000 € / an 🦀'])
      expect(saltedSha256Hex('normaliser 1', text)).toBe(await sha256Hex(`normaliser 1\n${text}`));
  });
});
