import { describe, expect, it } from 'vitest';
import { MAX_CACHED_TEMPLATES, TemplateCache, type TemplateStore } from './template-cache';

function store(templates: Record<string, string>) {
  const reads: string[] = [];
  const s: TemplateStore = {
    async get(key) {
      reads.push(key);
      const version = key.split('/')[1]!;
      return version in templates ? { text: async () => templates[version]! } : null;
    },
  };
  return { s, reads };
}

describe('TemplateCache', () => {
  it('reads a version once, also under concurrent requests', async () => {
    const { s, reads } = store({ v1: '<html>1</html>' });
    const cache = new TemplateCache();
    expect(await Promise.all([cache.get(s, 'v1'), cache.get(s, 'v1')])).toEqual(['<html>1</html>', '<html>1</html>']);
    expect(await cache.get(s, 'v1')).toBe('<html>1</html>');
    expect(reads).toEqual(['shell-app/v1/index.html']);
  });

  it('does not remember a missing template or a failed read', async () => {
    const { s, reads } = store({});
    const cache = new TemplateCache();
    expect(await cache.get(s, 'v2')).toBeNull();
    expect(await cache.get(s, 'v2')).toBeNull();
    expect(reads).toHaveLength(2);
    let fail = true;
    const flaky: TemplateStore = {
      get: async () => {
        if (fail) throw new Error('R2 down');
        return { text: async () => 'ok' };
      },
    };
    await expect(cache.get(flaky, 'v3')).rejects.toThrow('R2 down');
    fail = false;
    expect(await cache.get(flaky, 'v3')).toBe('ok');
  });

  it('keeps a bounded number of versions', async () => {
    const versions = Object.fromEntries(Array.from({ length: MAX_CACHED_TEMPLATES + 1 }, (_, i) => [`v${i}`, `t${i}`]));
    const { s, reads } = store(versions);
    const cache = new TemplateCache();
    for (const v of Object.keys(versions)) await cache.get(s, v);
    await cache.get(s, 'v0');
    expect(reads.filter((k) => k === 'shell-app/v0/index.html')).toHaveLength(2);
  });
});
