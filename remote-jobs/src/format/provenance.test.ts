import { describe, expect, it } from 'vitest';
import { checkedAgo, provenanceText } from './provenance';

const NOW = new Date('2026-06-01T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

describe('provenance', () => {
  it('names the company that posted a job here', () => {
    expect(provenanceText({ Company: 'Acme', origin: 'posted', source: null }, NOW)).toBe('Posted on Chainwork by Acme');
  });

  it("names the company's careers page and when it was checked for an imported job", () => {
    const source = { provider: 'greenhouse' as const, url: 'https://x.example/apply', checkedAt: ago(2 * 3_600_000) };
    expect(provenanceText({ Company: 'ZK Forge', origin: 'imported', source }, NOW)).toBe(
      "From ZK Forge's careers page, checked 2 hours ago",
    );
    expect(provenanceText({ Company: 'ZK Forge', origin: 'imported', source: { ...source, checkedAt: null } }, NOW)).toBe(
      "From ZK Forge's careers page",
    );
  });

  it('says how long ago in whole units, singular and plural', () => {
    expect(checkedAgo(ago(10_000), NOW)).toBe('just now');
    expect(checkedAgo(ago(60_000), NOW)).toBe('1 minute ago');
    expect(checkedAgo(ago(59 * 60_000), NOW)).toBe('59 minutes ago');
    expect(checkedAgo(ago(3_600_000), NOW)).toBe('1 hour ago');
    expect(checkedAgo(ago(3 * 86_400_000), NOW)).toBe('3 days ago');
    expect(checkedAgo(new Date(NOW.getTime() + 5000), NOW)).toBe('just now');
  });
});
