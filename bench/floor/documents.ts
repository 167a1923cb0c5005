import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { chakraGlobalStyleTags } from '@chainwork/tooling/build/chakra-global-styles';
import { theme } from '@chainwork/shared-config/theme';
import { PLAIN_CSS, PlainCards } from './pages/PlainCards';
import type { ReferencePage } from './pages';

export interface DocumentParts {
  /** `<style>` tags for Chakra pages: its global styles prebuilt, as the shell's template carries them. */
  chakraStyles: string;
  /** The static page's body: PlainCards rendered here, the same markup react-cards renders. */
  staticMarkup: string;
}

export function documentParts(): DocumentParts {
  return { chakraStyles: chakraGlobalStyleTags(theme), staticMarkup: renderToStaticMarkup(createElement(PlainCards)) };
}

/** A reference page's HTML: the styles its row says, the static markup or an empty root, and its one deferred script. */
export function referenceDocument(page: ReferencePage, parts: DocumentParts): string {
  const styles = page.styles === 'chakra' ? parts.chakraStyles : `<style>${PLAIN_CSS}</style>`;
  const body = page.entry ? `<div id="root"></div><script defer src="/${page.id}.js"></script>` : parts.staticMarkup;
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>Chainwork floor: ${page.id}</title><meta name="description" content="${page.description}">` +
    `${styles}</head><body>${body}</body></html>`
  );
}
