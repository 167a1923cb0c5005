/**
 * Turns the shell's built index.html into the document for one request, streaming: page
 * metadata, the runtime config right after `<meta charset>`, the first view's prebuilt styles,
 * the first-paint remotes' hints with the app's other scripts (in the template they wait in
 * until the first paint), and the shell's relative asset URLs pointed at its published version.
 *
 * HTMLRewriter traps (docs/stack-notes.md#htmlrewriter): content we insert is not matched again by
 * later selectors, so injected tags must be complete as built (nonce included); the
 * production template has no comments to anchor on, so everything is placed relative
 * to elements.
 */
import { RUNTIME_CONFIG_GLOBAL, SHELL_PACKAGE, assetUrl, type RuntimeConfig } from '@chainwork/shared-config';
import { type PageMeta } from '@chainwork/shared-config/meta';
import { APP_SCRIPTS_TEMPLATE_ID } from '@chainwork/shared-config/prepaint/parts';
import {
  alternateLinkTag,
  canonicalLinkTag,
  descriptionMetaTag,
  globalAssignmentScriptTag,
  jsonLdScriptTag,
  preloadLinkTag,
  titleTag,
} from './markup';
import { remotePreloads } from './remote-preloads';
import { rewritePrepaint, type PrepaintChoices } from './prepaint';
import type { FeedLink } from '../meta/search-feeds';

export interface ShellDocument {
  meta: PageMeta;
  runtimeConfig: RuntimeConfig;
  /** The shell version whose files the relative URLs belong to. */
  shellVersion: string;
  /** This response's CSP nonce, put on every script: the template's and ours. */
  nonce: string;
  /** The parts of the static pre-paint this page shows; without it, only what is right everywhere (the top bar). */
  prepaint?: PrepaintChoices;
  /**
   * The first view's prebuilt emotion styles (a remote's FIRST_VIEW_STYLES_FILE, checked by
   * its reader), put at the end of <head>: emotion adopts them when its cache is created.
   */
  firstViewStyles?: string | null;
  /** The page's feeds (a search's RSS and JSON Feed), as `<link rel="alternate">`. */
  feeds?: readonly FeedLink[];
}

const ABSOLUTE_OR_SPECIAL = /^(?:[a-z][a-z0-9+.-]*:|\/|#)/i;

/**
 * `main.1a2b.js` -> `/_mf/shell-app/<version>/main.1a2b.js`; anything absolute
 * (`/x`, `//cdn`, `https:`, `data:`) or a fragment is left alone.
 */
export function shellAssetUrl(url: string, shellVersion: string): string | null {
  const trimmed = url.trim();
  if (trimmed === '' || ABSOLUTE_OR_SPECIAL.test(trimmed)) return null;
  const base = new URL(assetUrl(SHELL_PACKAGE, shellVersion, ''), 'http://gateway.invalid');
  const resolved = new URL(trimmed, base);
  return resolved.pathname + resolved.search + resolved.hash;
}

function rewriteAttribute(name: 'src' | 'href', shellVersion: string): HTMLRewriterElementContentHandlers {
  return {
    element(el) {
      const value = el.getAttribute(name);
      const rewritten = value === null ? null : shellAssetUrl(value, shellVersion);
      if (rewritten !== null) el.setAttribute(name, rewritten);
    },
  };
}

export function rewriteShell(template: ReadableStream | string, doc: ShellDocument): Response {
  const {
    meta,
    runtimeConfig,
    shellVersion,
    nonce,
    prepaint = { homeHero: false, signIn: false },
    firstViewStyles = null,
    feeds = [],
  } = doc;
  const runtimeConfigTag = globalAssignmentScriptTag(RUNTIME_CONFIG_GLOBAL, runtimeConfig, { nonce });
  // The remotes' hints join the app's scripts, first among them: downloaded with the first
  // paint's style sheet and fonts, they would take the bandwidth it needs. A shell without
  // the template (built before it) gets them at the end of <head>.
  const remoteHints = remotePreloads(runtimeConfig.remotes)
    .map((preload) => preloadLinkTag(preload, { nonce }))
    .join('');
  const seen = { charset: false, title: false, description: false, appScripts: false };

  const rewriter = rewritePrepaint(new HTMLRewriter(), prepaint)
    .on('head > meta[charset]', {
      element(el) {
        if (seen.charset) return;
        seen.charset = true;
        // Before any other script, so the shell's entry can read it synchronously.
        el.after(runtimeConfigTag, { html: true });
      },
    })
    // Scoped to <head>: an inline SVG's <title> in the body is not the page title.
    .on('head > title', {
      element(el) {
        if (seen.title) {
          el.remove();
          return;
        }
        seen.title = true;
        el.setInnerContent(meta.title); // text mode: < > & are escaped
      },
    })
    .on('head > meta[name="description" i]', {
      element(el) {
        if (seen.description) {
          el.remove();
          return;
        }
        seen.description = true;
        el.setAttribute('content', meta.description);
      },
    })
    // Ours are the only canonical and structured data on the page.
    .on('head > link[rel="canonical" i]', { element: (el) => void el.remove() })
    .on('script[type="application/ld+json" i]', { element: (el) => void el.remove() })
    .on('script', { element: (el) => void el.setAttribute('nonce', nonce) })
    // Under a nonce-based CSP a script preload without the nonce is refused (and fetched again later).
    .on('link[rel="preload" i][as="script" i]', { element: (el) => void el.setAttribute('nonce', nonce) })
    .on(`head > template#${APP_SCRIPTS_TEMPLATE_ID}`, {
      element(el) {
        if (seen.appScripts) return;
        seen.appScripts = true;
        el.prepend(remoteHints, { html: true });
      },
    })
    .on('script[src]', rewriteAttribute('src', shellVersion))
    .on('link[href]', rewriteAttribute('href', shellVersion))
    .on('head', {
      element(el) {
        el.onEndTag((end) => {
          const parts: string[] = [];
          if (!seen.charset) parts.push(runtimeConfigTag);
          if (!seen.title) parts.push(titleTag(meta.title));
          if (!seen.description) parts.push(descriptionMetaTag(meta.description));
          if (!seen.appScripts) parts.push(remoteHints);
          parts.push(canonicalLinkTag(meta.canonical));
          parts.push(...feeds.map(alternateLinkTag));
          if (meta.jsonLd) parts.push(jsonLdScriptTag(meta.jsonLd, { nonce }));
          if (firstViewStyles) parts.push(firstViewStyles);
          end.before(parts.join(''), { html: true });
        });
      },
    });

  return rewriter.transform(new Response(template, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
}
