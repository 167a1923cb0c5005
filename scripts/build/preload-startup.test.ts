import { describe, expect, it } from 'vitest';
import { appScriptsTemplate, lazyOnlyFiles, paintFirst, renderTag, startupPreloads, startupScript, type HtmlTag } from './preload-startup';

describe('lazyOnlyFiles', () => {
  it('keeps the files only lazy pages or after-load code load, including vendor chunks they split off', () => {
    const group = (name: string | undefined, files: string[], origins: string[] = ['./src/pages/lazy-pages.ts']) => ({
      name,
      files,
      origins,
    });
    const groups = [
      group('main', ['main.1.js'], []),
      group('bootstrap', ['9151.a.js', 'bootstrap.b.js']),
      group('page-blog-post', ['528.c.js', 'page-blog-post.d.js']),
      group('page-events', ['6804.e.js', 'page-events.f.js']),
      group('page-funding', ['6804.e.js', '9151.a.js', 'page-funding.g.js']),
      group('after-load-motion', ['9835.h.js']),
    ];
    expect([...lazyOnlyFiles(groups)].sort()).toEqual([
      '528.c.js',
      '6804.e.js',
      '9835.h.js',
      'page-blog-post.d.js',
      'page-events.f.js',
      'page-funding.g.js',
    ]);
  });

  it("keeps a consumed shared module's fallback files that its provided copy does not also load", () => {
    const provide = 'provide shared module (default) @chainwork/shared-config/react@0.1.0 = /x/react/index.ts';
    const consume = 'consume shared module (default) @chainwork/shared-config/react@* (singleton) (fallback: /x/react/index.ts)';
    const groups = [
      { name: undefined, files: ['9623.a.js', '6510.b.js'], origins: [provide] },
      { name: undefined, files: ['9623.a.js', '4129.c.js'], origins: [consume] },
      { name: undefined, files: ['2252.d.js'], origins: [consume, provide] },
    ];
    expect([...lazyOnlyFiles(groups)]).toEqual(['4129.c.js']);
  });

  it('leaves out an on-demand shared module (Chakra overlays), provided or consumed, but not what a startup group shares with it', () => {
    const provide = 'provide shared module (default) @chainwork/shared-config/chakra-overlays@0.1.0 = /x/vendor/chakra-overlays.ts';
    const consume =
      'consume shared module (default) @chainwork/shared-config/chakra-overlays@* (singleton) (fallback: /x/vendor/chakra-overlays.ts)';
    const chakra = 'provide shared module (default) @chakra-ui/react@2.10.10 = /x/vendor/chakra.ts';
    const groups = [
      { name: undefined, files: ['305.menu.js', '5227.system.js'], origins: [provide] },
      { name: undefined, files: ['305.menu.js'], origins: [consume] },
      { name: undefined, files: ['5227.system.js', '7463.box.js'], origins: [chakra] },
    ];
    expect([...lazyOnlyFiles(groups)]).toEqual(['305.menu.js']);
  });
});

describe('startupPreloads', () => {
  it('preloads startup scripts and first-paint fonts and links startup styles, never the entry or lazy-only files', () => {
    const files = [
      'main.1.js',
      'bootstrap.b.js',
      '4275.h.js',
      '528.c.js',
      'bootstrap.i.css',
      'sora-latin-wght-normal.0a1b.woff2',
      'sora-greek-wght-normal.2c3d.woff2',
    ];
    const hrefs = startupPreloads(files, new Set(['main.1.js']), new Set(['528.c.js'])).map((tag) => [
      tag.attributes.rel === 'stylesheet' ? 'stylesheet' : tag.attributes.as,
      tag.attributes.href,
    ]);
    expect(hrefs).toEqual([
      // A style sheet, so the pre-paint paints with its fonts before any script runs; it
      // and the fonts come first, so that they are requested first.
      ['stylesheet', 'bootstrap.i.css'],
      ['font', 'sora-latin-wght-normal.0a1b.woff2'],
      ['script', '4275.h.js'],
      ['script', 'bootstrap.b.js'],
    ]);
  });
});

describe('paintFirst', () => {
  const tag = (tagName: string, attributes: HtmlTag['attributes'], voidTag = true): HtmlTag => ({ tagName, voidTag, attributes });

  it("keeps the style sheet and fonts in <head>; the start-up chunks, as scripts the chunk loader recognises, then the entry go into the app's template", () => {
    const meta = tag('meta', { name: 'x' });
    const entry = tag('script', { defer: true, src: 'main.1.js' }, false);
    const inline = tag('script', {}, false);
    const preloads = startupPreloads(
      ['main.1.js', 'bootstrap.b.js', 'bootstrap.i.css', '5939.c.js', 'sora-latin-wght-normal.0a1b.woff2'],
      new Set(['main.1.js']),
    );
    const loaderKeys: Record<string, string> = {
      '5939.c.js': 'shell:chunk-5939',
      'bootstrap.b.js': 'shell:chunk-7016',
      'bootstrap.i.css': 'shell:chunk-7016',
    };
    const { headTags, bodyTags, appScripts } = paintFirst([meta], [entry, inline], preloads, (file) => loaderKeys[file]);
    expect(headTags.map(renderTag)).toEqual([
      '<meta name="x">',
      // Keyed like the CSS chunk loader's own links, so that it does not add the sheet again.
      '<link rel="stylesheet" href="bootstrap.i.css" data-rspack="shell:chunk-7016">',
      '<link rel="preload" as="font" type="font/woff2" href="sora-latin-wght-normal.0a1b.woff2" crossorigin="anonymous">',
    ]);
    expect(bodyTags).toEqual([inline]);
    expect(appScriptsTemplate(appScripts)).toBe(
      '<template id="cw-app-scripts">' +
        // The chunk loader waits on a tag with its key instead of adding its own.
        '<script src="5939.c.js" fetchpriority="high" data-rspack="shell:chunk-5939"></script>' +
        '<script src="bootstrap.b.js" fetchpriority="high" data-rspack="shell:chunk-7016"></script>' +
        '<script defer src="main.1.js" fetchpriority="high"></script>' +
        '</template>',
    );
  });

  it('keeps a preload for a file that is no chunk', () => {
    const [preload] = startupPreloads(['x.js'], new Set());
    expect(startupScript(preload!, undefined)).toBe(preload);
  });

  it('escapes attribute values', () => {
    expect(renderTag(tag('link', { href: 'a"><script>' }))).toBe('<link href="a&quot;&gt;&lt;script&gt;">');
  });
});
