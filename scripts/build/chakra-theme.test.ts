import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { extendTheme } from '@chakra-ui/react/extend-theme';
import { resolveStyleConfig } from '@chakra-ui/styled-system';
import { theme as chakraDefaultTheme } from '@chakra-ui/theme';
import { describe, expect, it } from 'vitest';
import { FRONT_END_PACKAGES } from '@chainwork/shared-config/federation';
import { COMPONENT_STYLES } from '../../shared-config/src/theme/component-styles';
import { CONTENT_PAGE_COMPONENT_STYLES, OVERLAY_COMPONENT_STYLES } from '../../shared-config/src/theme/later-component-styles';
import { brandOverrides, theme } from '../../shared-config/src/theme';
import { REPO_ROOT } from './paths';

/**
 * The theme carries only the component styles the front ends use
 * (shared-config/src/theme/component-styles.ts). A component whose style is missing
 * renders unstyled without any error, so this test works out, from Chakra's own code,
 * which theme styles each Chakra name a front end imports renders with.
 */

const CHAKRA_ESM = path.join(
  path.dirname(createRequire(path.join(REPO_ROOT, 'package.json')).resolve('@chakra-ui/react/package.json')),
  'dist/esm',
);
const STYLES_FILE = 'shared-config/src/theme/component-styles.ts';
const OVERLAYS_FILE = 'shared-config/src/vendor/chakra-overlays.ts';
/** The overlays facade and the module only it imports (its ConfirmDialog): both run once the facade has added its styles. */
const OVERLAYS_FILES = [OVERLAYS_FILE, 'shared-config/src/vendor/confirm-dialog.tsx'];
const CONTENT_PAGES_FILE = 'shared-config/src/vendor/chakra-content.ts';
const DEFAULT_STYLE_KEYS = new Set(Object.keys(chakraDefaultTheme.components));

function productSources(): string[] {
  return [...FRONT_END_PACKAGES, 'shared-config'].flatMap((pkg) =>
    readdirSync(path.join(REPO_ROOT, pkg, 'src'), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
      .map((e) => path.join(e.parentPath, e.name)),
  );
}

/** Value names (not `type X`) of an `import { ... }` / `export { ... }` list, as they are called in the source module. */
function valueNames(list: string): string[] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]!.trim());
}

interface ChakraUse {
  /** The Chakra name, e.g. `Drawer` or `useToast`. */
  name: string;
  /** The folder of @chakra-ui/react it comes from (its `@chakra-ui/react/<folder>` subpath). */
  folder: string;
  /** Where a front end uses it (the files importing it from '@chakra-ui/react', or the subpath import's file). */
  usedIn: string[];
}

/**
 * Every Chakra name the front ends reach: the subpath imports and re-exports (the shared
 * facade, the content facade chakra-content.ts, the facade's own ChakraProvider), each named with
 * the files that import it from '@chakra-ui/react' when the facade re-exports it.
 */
function chakraUses(): ChakraUse[] {
  const files = productSources().map((file) => ({ file: path.relative(REPO_ROOT, file), code: readFileSync(file, 'utf8') }));
  const importers = new Map<string, string[]>();
  for (const { file, code } of files)
    for (const match of code.matchAll(/import\s+\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g))
      for (const name of valueNames(match[1]!)) importers.set(name, [...(importers.get(name) ?? []), file]);
  const uses = new Map<string, ChakraUse>();
  for (const { file, code } of files)
    for (const match of code.matchAll(/(?:import|export)\s+\{([^}]*)\}\s+from\s+'@chakra-ui\/react\/([\w-]+)'/g))
      for (const name of valueNames(match[1]!)) {
        const key = `${match[2]}:${name}`;
        const use = uses.get(key) ?? { name, folder: match[2]!, usedIn: [] };
        use.usedIn.push(...(importers.get(name) ?? [file]));
        uses.set(key, use);
      }
  return [...uses.values()];
}

/** The module of @chakra-ui/react that defines `name`, following the folder index's re-exports. */
function definingModule(folder: string, name: string): string {
  const index = path.join(CHAKRA_ESM, folder, 'index.mjs');
  for (const match of readFileSync(index, 'utf8').matchAll(/export\s+\{([^}]*)\}\s+from\s+'(\.[^']+)'/g))
    if (
      match[1]!.split(',').some(
        (part) =>
          part
            .trim()
            .split(/\s+as\s+/)
            .pop() === name,
      )
    )
      return path.resolve(path.dirname(index), match[2]!);
  throw new Error(`@chakra-ui/react/${folder} does not export ${name}`);
}

/**
 * The theme styles a module of Chakra renders with, through every module it imports
 * from the package: `useStyleConfig("Key")`, `useMultiStyleConfig("Key")`, or a read of
 * `theme.components.Key` (the Drawer's). Only keys Chakra's default theme styles count
 * (`Text` and `Icon` ask for styles that Chakra itself leaves to the app).
 */
function styleKeysOf(entry: string): Set<string> {
  const keys = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const match of code.matchAll(/use(?:Multi)?StyleConfig\(\s*"(\w+)"|components\??\.(\w+)/g)) {
      const key = (match[1] ?? match[2])!;
      if (DEFAULT_STYLE_KEYS.has(key)) keys.add(key);
    }
    for (const match of code.matchAll(/from\s+'(\.[^']+)'/g)) visit(path.resolve(path.dirname(file), match[1]!));
  };
  visit(entry);
  return keys;
}

const USES = chakraUses();
const needs = (use: ChakraUse) => styleKeysOf(definingModule(use.folder, use.name));
/** A name only the overlays facade (or the content pages' imports) renders may rely on the styles it adds when it loads. */
const onlyIn =
  (...files: string[]) =>
  (use: ChakraUse) =>
    use.usedIn.every((user) => files.includes(user));
const onlyInOverlays = onlyIn(...OVERLAYS_FILES);
const onlyInContentPages = onlyIn(CONTENT_PAGES_FILE);
const stylesAvailableTo = (use: ChakraUse): object => ({
  ...theme.components,
  ...(onlyInOverlays(use) ? OVERLAY_COMPONENT_STYLES : {}),
  ...(onlyInContentPages(use) ? CONTENT_PAGE_COMPONENT_STYLES : {}),
});

describe(`the Chakra theme's component styles (${STYLES_FILE})`, () => {
  it('reads the styles each Chakra name renders with from Chakra itself', () => {
    expect([...styleKeysOf(definingModule('button', 'Button'))]).toContain('Button');
    expect([...styleKeysOf(definingModule('modal', 'Drawer'))]).toEqual(expect.arrayContaining(['Drawer', 'Modal', 'CloseButton']));
    expect([...styleKeysOf(definingModule('toast', 'useToast'))]).toEqual(expect.arrayContaining(['Alert', 'CloseButton']));
    expect(USES.map((use) => use.name)).toEqual(expect.arrayContaining(['Button', 'ToastProvider', 'Drawer']));
  });

  it('has the style of every Chakra component a front end renders', () => {
    const missing = USES.flatMap((use) =>
      [...needs(use)]
        .filter((key) => !(key in stylesAvailableTo(use)))
        .map((key) => `${use.name} (${[...new Set(use.usedIn)].join(', ')}) renders with components.${key}`),
    );
    expect(missing, `add these styles to ${STYLES_FILE}`).toEqual([]);
  });

  it('has no style that no front end renders', () => {
    const needed = new Set(USES.flatMap((use) => [...needs(use)]));
    expect(
      Object.keys(COMPONENT_STYLES).filter((key) => !needed.has(key)),
      `no front end renders these: remove them from ${STYLES_FILE}`,
    ).toEqual([]);
    const neededByOverlays = new Set(USES.filter(onlyInOverlays).flatMap((use) => [...needs(use)]));
    expect(Object.keys(OVERLAY_COMPONENT_STYLES).filter((key) => !neededByOverlays.has(key))).toEqual([]);
    const neededByContentPages = new Set(USES.filter(onlyInContentPages).flatMap((use) => [...needs(use)]));
    expect(Object.keys(CONTENT_PAGE_COMPONENT_STYLES).filter((key) => !neededByContentPages.has(key))).toEqual([]);
  });

  it('leaves out of the first page only styles that later code alone renders', () => {
    const later = [...Object.keys(OVERLAY_COMPONENT_STYLES), ...Object.keys(CONTENT_PAGE_COMPONENT_STYLES)];
    expect(later.filter((key) => key in COMPONENT_STYLES)).toEqual([]);
    expect(later.sort()).toEqual(['Drawer', 'Menu', 'Modal', 'Tabs', 'Textarea']);
  });
});

/** Every variant and size of a style config, and each without one (the defaults). */
function styleProps(config: { variants?: object; sizes?: object }): Array<Record<string, string | undefined>> {
  const variants = [undefined, ...Object.keys(config.variants ?? {})];
  const sizes = [undefined, ...Object.keys(config.sizes ?? {})];
  return variants.flatMap((variant) =>
    sizes.flatMap((size) => ['brand', 'gray', 'red'].map((colorScheme) => ({ variant, size, colorScheme }))),
  );
}

describe('the trimmed theme looks exactly like extendTheme with the same brand', () => {
  const full = extendTheme(brandOverrides) as typeof theme;

  it('has the same tokens, global styles and config', () => {
    const { components: _trimmed, ...rest } = theme;
    const { components: _all, ...fullRest } = full;
    expect(rest).toEqual(fullRest);
  });

  const allStyles: Record<string, unknown> = { ...theme.components, ...OVERLAY_COMPONENT_STYLES, ...CONTENT_PAGE_COMPONENT_STYLES };
  it.each(Object.keys(allStyles))('%s resolves to the same styles in every variant, size and colour scheme', (key) => {
    type Config = Parameters<typeof resolveStyleConfig>[0] & { defaultProps?: object };
    const mine = allStyles[key] as Config;
    const theirs = full.components[key as keyof typeof full.components] as Config;
    expect(mine.defaultProps).toEqual(theirs.defaultProps);
    for (const props of styleProps(theirs)) {
      const input = { theme: full, colorMode: 'dark', ...theirs.defaultProps, ...props };
      expect(resolveStyleConfig(mine)(input), JSON.stringify(props)).toEqual(resolveStyleConfig(theirs)(input));
    }
  });
});
