import { rspack, type Compiler } from '@rspack/core';
import { ON_DEMAND_SHARED } from '@chainwork/shared-config/federation';
import { APP_SCRIPTS_TEMPLATE_ID } from '@chainwork/shared-config/prepaint/parts';
import { escapeHtml } from '@chainwork/shared-config/html-escape';

const NAME = 'ChainworkPreloadStartup';

/**
 * Named chunk groups a first page never waits for: the lazily loaded pages (`page-*`) and
 * code fetched after the load event (`after-load-*`, e.g. framer-motion's features).
 */
const LAZY_GROUP = /^(page|after-load)-/;
/** The Latin subsets of the two self-hosted fonts: the only ones an English page paints with first. */
const FIRST_PAINT_FONT = /^(sora|source-sans-3)-latin-wght-normal\.[0-9a-f]+\.woff2$/;

export interface PreloadTag {
  tagName: 'link';
  voidTag: true;
  attributes: Record<string, string | boolean>;
}

/** A tag as HtmlRspackPlugin hands them to its hooks. */
export interface HtmlTag {
  tagName: string;
  voidTag: boolean;
  attributes: Record<string, string | boolean | null | undefined>;
  innerHTML?: string;
}

/** A chunk group as the plugin sees it: its name (if any), files, and the identifiers of the modules that request it. */
export interface GroupFiles {
  name?: string;
  files: string[];
  origins: string[];
}

/** Module Federation's identifier of a consume-shared module (its fallback is a chunk group of its own). */
const CONSUME_SHARED = /^consume shared module /;

/** The key of a provided or consumed shared module, from its identifier. */
const SHARED_KEY = /^(?:provide|consume) shared module \([^)]*\) (@?[^@\s]+)@/;
const onDemand = new Set<string>(ON_DEMAND_SHARED);

/** A shared module only code loaded later asks for (ON_DEMAND_SHARED: Chakra's overlays). */
const isOnDemandShared = (origin: string) => onDemand.has(SHARED_KEY.exec(origin)?.[1] ?? '');

/**
 * Whether a first page never loads this group: a lazy group by name, the fallback of a
 * consumed shared module, or an on-demand shared module. The shell provides every shared
 * singleton itself and, with 'loaded-first', takes its own provided copy, so it never
 * loads its consume fallbacks: preloaded, they were the "preloaded but not used" files in
 * Chrome's console.
 */
function neverAtStartup(group: GroupFiles): boolean {
  if (group.name !== undefined && LAZY_GROUP.test(group.name)) return true;
  return group.origins.length > 0 && group.origins.every((origin) => CONSUME_SHARED.test(origin) || isOnDemandShared(origin));
}

/**
 * The files only such groups load: the lazy pages' own chunks and the vendor chunks they
 * split off (the markdown renderer of a blog post, ~46 KB gzip), code fetched after the
 * load event, consume fallbacks; minus anything another group (`main`, `bootstrap`, a
 * provided shared module) also loads. Preloading those made every first page download them.
 */
export function lazyOnlyFiles(groups: GroupFiles[]): Set<string> {
  const lazy = new Set<string>();
  const startup = new Set<string>();
  for (const group of groups) for (const file of group.files) (neverAtStartup(group) ? lazy : startup).add(file);
  for (const file of startup) lazy.delete(file);
  return lazy;
}

/**
 * The preload links for a host build's files, given their names: every script and style
 * sheet but the entry (already a `<script>` in the page) and what only lazy pages load,
 * and the first-paint fonts. What the shell needs before it can paint is otherwise
 * discovered one hop at a time (entry -> bootstrap -> each shared module -> CSS -> fonts).
 */
export function startupPreloads(files: string[], entryFiles: Set<string>, lazyFiles: Set<string> = new Set()): PreloadTag[] {
  const tag = (attributes: Record<string, string | boolean>): PreloadTag => ({ tagName: 'link', voidTag: true, attributes });
  const tags: PreloadTag[] = [];
  // What the static pre-paint waits for (the style sheet, then the fonts) comes first: the
  // browser requests in document order, and over HTTP/1.1 six at a time.
  const paintFirst = (file: string) => (file.endsWith('.css') ? 0 : FIRST_PAINT_FONT.test(file) ? 1 : 2);
  for (const file of [...files].sort((a, b) => paintFirst(a) - paintFirst(b) || (a < b ? -1 : a > b ? 1 : 0))) {
    if (entryFiles.has(file) || lazyFiles.has(file)) continue;
    if (file.endsWith('.js')) tags.push(tag({ rel: 'preload', as: 'script', href: file }));
    // A style sheet, not a preload: its @font-face rules (relative to the sheet, so the
    // gateway's rewrite of the href is all it needs) must apply to the static pre-paint,
    // which paints before any script runs (shared-config/src/prepaint).
    else if (file.endsWith('.css')) tags.push(tag({ rel: 'stylesheet', href: file }));
    // Fonts are fetched in CORS mode: the preload must be too, or the browser fetches twice.
    else if (FIRST_PAINT_FONT.test(file))
      tags.push(tag({ rel: 'preload', as: 'font', type: 'font/woff2', href: file, crossorigin: 'anonymous' }));
  }
  return tags;
}

/** A tag as HTML (attribute values escaped; `true` is a bare attribute). */
export function renderTag(tag: HtmlTag): string {
  const attributes = Object.entries(tag.attributes)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
  return tag.voidTag ? `<${tag.tagName}${attributes}>` : `<${tag.tagName}${attributes}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

/**
 * A start-up chunk as a script of its own rather than a preload: it runs as soon as it is
 * in, which only registers its modules (the entry's runtime picks them up, before or after
 * it starts). The chunk loader then finds the chunk installed, or, still downloading, finds
 * this tag by the `data-rspack` key it gives its own tags and waits on it, instead of adding
 * a tag per chunk, which on a phone was ~70 ms of one task. `loaderKey`: that key, `undefined`
 * for a file that is no chunk (kept a preload). Marked urgent, as a preload is: a script
 * added by a script is otherwise fetched at low priority.
 */
export function startupScript(preload: PreloadTag, loaderKey: string | undefined): HtmlTag {
  if (loaderKey === undefined) return preload;
  return {
    tagName: 'script',
    voidTag: false,
    attributes: { src: preload.attributes.href, fetchpriority: 'high', 'data-rspack': loaderKey },
  };
}

/** The style sheet, keyed as the CSS chunk loader keys its own links, which then finds it instead of adding another. */
function withLoaderKey(tag: PreloadTag, loaderKey: string | undefined): PreloadTag {
  if (loaderKey === undefined || tag.attributes.rel !== 'stylesheet') return tag;
  return { ...tag, attributes: { ...tag.attributes, 'data-rspack': loaderKey } };
}

/**
 * The host's HTML head and body, paint first: the style sheet and the first-paint fonts
 * stay in `<head>`, requested at once; the entry's `<script>` and the start-up chunks (as
 * scripts, `startupScript`) are taken out, for an inert `<template id=APP_SCRIPTS_TEMPLATE_ID>`
 * (`appScriptsTemplate`) at the end of `<head>`, which the template's own script puts in the
 * document once the static pre-paint has painted (shell-app/index.html). Everything else
 * stays where it was. `loaderKeyOf`: a file's chunk loader key (`startupScript`).
 */
export function paintFirst(
  headTags: HtmlTag[],
  bodyTags: HtmlTag[],
  preloads: PreloadTag[],
  loaderKeyOf: (file: string) => string | undefined = () => undefined,
): { headTags: HtmlTag[]; bodyTags: HtmlTag[]; appScripts: HtmlTag[] } {
  const isScript = (tag: HtmlTag) => tag.tagName === 'script' && typeof tag.attributes.src === 'string';
  return {
    headTags: [
      ...headTags.filter((tag) => !isScript(tag)),
      ...preloads
        .filter((tag) => tag.attributes.as !== 'script')
        .map((tag) => withLoaderKey(tag, loaderKeyOf(String(tag.attributes.href)))),
    ],
    bodyTags: bodyTags.filter((tag) => !isScript(tag)),
    // The chunks before the entry that loads them, so that its chunk loader finds their tags
    // (the template's tags go in one per task); the entry as urgent as they are: inserted by a
    // script, it would be an async script, fetched at low priority after all of them.
    appScripts: [
      ...preloads
        .filter((tag) => tag.attributes.as === 'script')
        .map((tag) => startupScript(tag, loaderKeyOf(String(tag.attributes.href)))),
      ...[...headTags, ...bodyTags].filter(isScript).map((tag) => ({ ...tag, attributes: { ...tag.attributes, fetchpriority: 'high' } })),
    ],
  };
}

/** The app's script tags in their inert template, to close `<head>` with. */
export function appScriptsTemplate(appScripts: HtmlTag[]): string {
  return `<template id="${APP_SCRIPTS_TEMPLATE_ID}">${appScripts.map(renderTag).join('')}</template>`;
}

/** Adds `startupPreloads` to the host's HTML template, paint first (`paintFirst`). */
export class PreloadStartupPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      const hooks = rspack.HtmlRspackPlugin.getCompilationHooks(compilation);
      let template = '';
      hooks.alterAssetTagGroups.tapPromise(NAME, async (data) => {
        const entryFiles = new Set<string>();
        for (const entrypoint of compilation.entrypoints.values()) for (const file of entrypoint.getFiles()) entryFiles.add(file);
        const groups: GroupFiles[] = compilation.chunkGroups.map((group) => ({
          name: group.name,
          files: group.getFiles(),
          origins: group.origins.map((origin) => origin.module?.identifier() ?? ''),
        }));
        const files = compilation.getAssets().map((asset) => asset.name);
        // The chunk loader's key for its script tags: `<uniqueName>:chunk-<id>`.
        const loaderKeys = new Map<string, string>();
        for (const chunk of compilation.chunks) {
          if (chunk.id === null || chunk.id === undefined) continue;
          for (const file of chunk.files) loaderKeys.set(file, `${compilation.outputOptions.uniqueName}:chunk-${chunk.id}`);
        }
        const { headTags, bodyTags, appScripts } = paintFirst(
          data.headTags,
          data.bodyTags,
          startupPreloads(files, entryFiles, lazyOnlyFiles(groups)),
          (file) => loaderKeys.get(file),
        );
        data.headTags = headTags as typeof data.headTags;
        data.bodyTags = bodyTags as typeof data.bodyTags;
        template = appScriptsTemplate(appScripts);
        return data;
      });
      // The plugin escapes a tag's inner HTML, so the template goes in as markup here.
      hooks.beforeEmit.tapPromise(NAME, async (data) => {
        if (!data.html.includes('</head>')) throw new Error('The shell template has no </head> for the app scripts template');
        data.html = data.html.replace('</head>', `${template}</head>`);
        return data;
      });
    });
  }
}
