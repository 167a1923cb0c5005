import type { PageMeta } from '@chainwork/shared-config/meta';

function ensureElement<T extends HTMLElement>(doc: Document, selector: string, create: () => T): T {
  const found = doc.head.querySelector<T>(selector);
  if (found) return found;
  const element = create();
  doc.head.appendChild(element);
  return element;
}

/**
 * Writes title, description and canonical into the document head. The gateway wrote
 * the same tags into the served HTML; this keeps them right after client-side navigation.
 */
export function applyPageMeta(meta: Pick<PageMeta, 'title' | 'description' | 'canonical'>, doc: Document = document): void {
  if (doc.title !== meta.title) doc.title = meta.title;
  const description = ensureElement(doc, 'meta[name="description"]', () => {
    const el = doc.createElement('meta');
    el.name = 'description';
    return el;
  });
  description.setAttribute('content', meta.description);
  const canonical = ensureElement(doc, 'link[rel="canonical"]', () => {
    const el = doc.createElement('link');
    el.rel = 'canonical';
    return el;
  });
  canonical.setAttribute('href', meta.canonical);
}
