import { beforeEach, describe, expect, it } from 'vitest';
import { applyPageMeta } from './document-meta';

beforeEach(() => {
  document.head.innerHTML = '<title>Chainwork</title><meta name="description" content="old">';
});

describe('applyPageMeta', () => {
  it('updates the title and description the gateway wrote, and adds the canonical link once', () => {
    applyPageMeta({ title: 'About | Chainwork', description: 'Who we are.', canonical: 'https://chainwork.example/about' });
    applyPageMeta({ title: 'Blog | Chainwork', description: 'Articles.', canonical: 'https://chainwork.example/blog' });
    expect(document.title).toBe('Blog | Chainwork');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Articles.');
    const canonical = document.head.querySelectorAll('link[rel="canonical"]');
    expect(canonical).toHaveLength(1);
    expect(canonical[0]?.getAttribute('href')).toBe('https://chainwork.example/blog');
  });
});
