import { rspack, type Compiler } from '@rspack/core';

const NAME = 'ChainworkPreloadStartup';

/** Files a first page never needs: the lazily loaded pages (`page-*` named chunks). */
const LAZY_CHUNK = /^page-/;
/** The Latin subsets of the two self-hosted fonts: the only ones an English page paints with first. */
const FIRST_PAINT_FONT = /^(sora|source-sans-3)-latin-wght-normal\.[0-9a-f]+\.woff2$/;

export interface PreloadTag {
  tagName: 'link';
  voidTag: true;
  attributes: Record<string, string | boolean>;
}

/**
 * The preload links for a host build's files, given their names: every script and style
 * sheet but the entry (already a `<script>` in the page) and the lazy pages, and the
 * first-paint fonts. What the shell needs before it can paint is otherwise discovered
 * one hop at a time (entry -> bootstrap -> each shared module -> CSS -> fonts).
 */
export function startupPreloads(files: string[], entryFiles: Set<string>): PreloadTag[] {
  const tag = (attributes: Record<string, string | boolean>): PreloadTag => ({ tagName: 'link', voidTag: true, attributes });
  const chunkName = (file: string) => file.split('.')[0] ?? file;
  const tags: PreloadTag[] = [];
  for (const file of [...files].sort()) {
    if (entryFiles.has(file) || LAZY_CHUNK.test(chunkName(file))) continue;
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
        const files = compilation.getAssets().map((asset) => asset.name);
        data.headTags.push(...startupPreloads(files, entryFiles));
        return data;
      });
    });
  }
}
