import { rspack, type Compiler } from '@rspack/core';

const NAME = 'ChainworkPreloadStartup';

/** The lazily loaded pages' named chunk groups (`page-*`): a first page needs none of their files. */
const LAZY_GROUP = /^page-/;
/** The Latin subsets of the two self-hosted fonts: the only ones an English page paints with first. */
const FIRST_PAINT_FONT = /^(sora|source-sans-3)-latin-wght-normal\.[0-9a-f]+\.woff2$/;

export interface PreloadTag {
  tagName: 'link';
  voidTag: true;
  attributes: Record<string, string | boolean>;
}

/**
 * The files only lazy pages load, given the named chunk groups' files: the pages' own
 * chunks and the vendor chunks they split off (the markdown renderer of a blog post,
 * ~46 KB gzip), minus anything a startup group (`main`, `bootstrap`) also loads.
 * Preloading those made every first page download them ("preloaded but not used").
 */
export function lazyOnlyFiles(groups: Record<string, string[]>): Set<string> {
  const lazy = new Set<string>();
  const startup = new Set<string>();
  for (const [name, files] of Object.entries(groups)) for (const file of files) (LAZY_GROUP.test(name) ? lazy : startup).add(file);
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
  for (const file of [...files].sort()) {
    if (entryFiles.has(file) || lazyFiles.has(file)) continue;
    if (file.endsWith('.js')) tags.push(tag({ rel: 'preload', as: 'script', href: file }));
    else if (file.endsWith('.css')) tags.push(tag({ rel: 'preload', as: 'style', href: file }));
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
        const groups: Record<string, string[]> = {};
        for (const [name, group] of compilation.namedChunkGroups) groups[name] = group.getFiles();
        const files = compilation.getAssets().map((asset) => asset.name);
        data.headTags.push(...startupPreloads(files, entryFiles, lazyOnlyFiles(groups)));
        return data;
      });
    });
  }
}
