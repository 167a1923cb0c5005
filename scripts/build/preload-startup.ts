import { rspack, type Compiler } from '@rspack/core';
import { ON_DEMAND_SHARED } from '@chainwork/shared-config/federation';

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

/** Adds `startupPreloads` to the head of the host's HTML template. */
export class PreloadStartupPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tapPromise(NAME, async (data) => {
        const entryFiles = new Set<string>();
        for (const entrypoint of compilation.entrypoints.values()) for (const file of entrypoint.getFiles()) entryFiles.add(file);
        const groups: GroupFiles[] = compilation.chunkGroups.map((group) => ({
          name: group.name,
          files: group.getFiles(),
          origins: group.origins.map((origin) => origin.module?.identifier() ?? ''),
        }));
        const files = compilation.getAssets().map((asset) => asset.name);
        data.headTags.push(...startupPreloads(files, entryFiles, lazyOnlyFiles(groups)));
        return data;
      });
    });
  }
}
