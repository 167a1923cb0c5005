import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentParts, referenceDocument } from './documents';
import { REFERENCE_PAGES } from './pages';

const parts = documentParts();
const page = (id: string) => REFERENCE_PAGES.find((p) => p.id === id)!;

describe('the reference pages', () => {
  it('each entry exists, and ids are unique file names', () => {
    for (const p of REFERENCE_PAGES) if (p.entry) expect(existsSync(path.join(import.meta.dirname, 'pages', p.entry)), p.entry).toBe(true);
    expect(new Set(REFERENCE_PAGES.map((p) => p.id)).size).toBe(REFERENCE_PAGES.length);
    for (const p of REFERENCE_PAGES) expect(p.id).toMatch(/^[a-z-]+$/);
  });

  it('the static page is the markup React renders on the react-cards page, with no script', () => {
    const html = referenceDocument(page('static'), parts);
    expect(html).not.toContain('<script');
    expect(html).toContain(parts.staticMarkup);
    expect(parts.staticMarkup.match(/class="card"/g)).toHaveLength(20);
  });

  it('a page with a script has an empty root and its one deferred script', () => {
    const html = referenceDocument(page('react-cards'), parts);
    expect(html).toContain('<div id="root"></div><script defer src="/react-cards.js"></script>');
    expect(html).not.toContain('class="card"');
  });

  it("Chakra's pages carry its prebuilt global styles, as the shell's template does; the others the plain stylesheet", () => {
    expect(referenceDocument(page('chakra-provider'), parts)).toContain('<style data-emotion="css-global');
    expect(referenceDocument(page('react-hello'), parts)).not.toContain('data-emotion');
  });
});
