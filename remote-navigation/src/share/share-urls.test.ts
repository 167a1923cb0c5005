import { describe, expect, it } from 'vitest';
import { shareTargets, shareUrl } from './share-urls';

describe('shareTargets', () => {
  it('encodes the job URL and a title with spaces, ampersands, hashes and non-ASCII', () => {
    const [twitter, linkedin] = shareTargets('https://chainwork.example/', 'rust-engineer-acme', 'Rust & ZK Engineer #1 at Café Labs');
    expect(twitter).toEqual({
      network: 'twitter',
      label: 'Share on Twitter',
      href: 'https://twitter.com/intent/tweet?text=Rust%20%26%20ZK%20Engineer%20%231%20at%20Caf%C3%A9%20Labs&url=https%3A%2F%2Fchainwork.example%2Fjobs%2Frust-engineer-acme',
    });
    expect(linkedin).toEqual({
      network: 'linkedin',
      label: 'Share on LinkedIn',
      href: 'https://www.linkedin.com/shareArticle?mini=true&url=https%3A%2F%2Fchainwork.example%2Fjobs%2Frust-engineer-acme&title=Rust%20%26%20ZK%20Engineer%20%231%20at%20Caf%C3%A9%20Labs',
    });
  });

  it('round-trips: each parameter decodes back to exactly what was given', () => {
    const title = 'a=b&c=d?e#f + g/h';
    for (const target of shareTargets('https://chainwork.example', 'x-y', title)) {
      const params = new URL(target.href).searchParams;
      expect(params.get('url')).toBe('https://chainwork.example/jobs/x-y');
      expect(params.get(target.network === 'twitter' ? 'text' : 'title')).toBe(title);
    }
  });
});

describe('shareUrl', () => {
  it('is the canonical job address from the configured site, without a trailing slash', () => {
    expect(shareUrl('https://chainwork.example/', 'a-b')).toBe('https://chainwork.example/jobs/a-b');
  });

  it("is the post's address for a blog post", () => {
    expect(shareUrl('https://chainwork.example/', 'a-b', 'post')).toBe('https://chainwork.example/blog/a-b');
    expect(decodeURIComponent(shareTargets('https://chainwork.example', 'a-b', 'T', 'post')[1]!.href)).toContain(
      'https://chainwork.example/blog/a-b',
    );
  });
});
