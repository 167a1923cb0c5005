import { describe, expect, it } from 'vitest';
import { provenanceText } from './provenance';

const NOW = new Date('2026-06-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('provenance', () => {
  it('names the company that posted a job here', () => {
    expect(provenanceText({ Company: 'Acme', origin: 'posted', source: null }, NOW)).toBe('Posted on Chainwork by Acme');
  });

  it("names the company's careers page and when it was checked for an imported job", () => {
    const source = { provider: 'greenhouse' as const, url: 'https://x.example/apply', checkedAt: ago(2 * 3_600_000) };
    expect(provenanceText({ Company: 'ZK Forge', origin: 'imported', source }, NOW)).toBe("From ZK Forge's careers page, checked 2h ago");
    expect(provenanceText({ Company: 'ZK Forge', origin: 'imported', source: { ...source, checkedAt: ago(10_000) } }, NOW)).toBe(
      "From ZK Forge's careers page, checked just now",
    );
    expect(provenanceText({ Company: 'ZK Forge', origin: 'imported', source: { ...source, checkedAt: null } }, NOW)).toBe(
      "From ZK Forge's careers page",
    );
  });
});
