/**
 * A remote's first-view styles: the CSS emotion would compile and insert, in React's first
 * commits on the page, for the components a first view draws (a job page's view, the job
 * cards), rendered here at build time as on a server, with the app's theme. The build emits
 * them as one `<style data-emotion="css <ids>">` tag (FIRST_VIEW_STYLES_FILE); the gateway
 * puts the tag of the version it serves into the document, and in the browser emotion's
 * cache adopts it when it is created: each id is marked inserted, so those rules are never
 * compiled by stylis or inserted one by one while the page loads (on a job page that was
 * about half of each commit). Ids are hashes of the styles, so a rule the browser's
 * components compute differently is simply not adopted and inserted as before.
 */
import './global-react';
import * as React from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { rspack, type RspackPluginInstance } from '@rspack/core';
import { FIRST_VIEW_STYLES_FILE, isFirstViewStylesTag } from '@chainwork/shared-config/first-view-styles';

/** The one emotion tag holding every component style `view()` renders (global styles excluded: the shell prebuilds those). */
export function firstViewStyleTag(view: () => React.ReactElement): string {
  // Emotion's own rules, as it inserts them on a server: a component's style (with its
  // keyframes) is inserted to be cached under its name, the name the browser's cache marks
  // inserted; <Global> styles are inserted uncached.
  const cache = createCache({ key: 'css' });
  const rules = new Map<string, string>();
  const insert = cache.insert.bind(cache);
  cache.insert = (selector, serialized, sheet, shouldCache) => {
    const css = insert(selector, serialized, sheet, shouldCache);
    if (shouldCache && typeof css === 'string' && !rules.has(serialized.name)) rules.set(serialized.name, css);
    return css;
  };
  renderToStaticMarkup(React.createElement(CacheProvider, { value: cache }, view()));
  if (rules.size === 0) throw new Error('The first view rendered no emotion styles');
  const tag = `<style data-emotion="css ${[...rules.keys()].join(' ')}">${[...rules.values()].join('')}</style>`;
  // The gateway inserts only this shape.
  if (!isFirstViewStylesTag(tag)) throw new Error('First-view styles must be plain CSS (no "<") with word ids');
  return tag;
}

/** Emits the tag as the build's FIRST_VIEW_STYLES_FILE. */
export function firstViewStylesPlugin(tag: string): RspackPluginInstance {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('FirstViewStyles', (compilation) => {
        compilation.hooks.processAssets.tap({ name: 'FirstViewStyles', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
          compilation.emitAsset(FIRST_VIEW_STYLES_FILE, new rspack.sources.RawSource(tag));
        });
      });
    },
  };
}
