import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRONT_END_PACKAGES } from '@chainwork/shared-config/federation';
import { theme } from '@chainwork/shared-config/theme';
import { REPO_ROOT } from './paths';

/**
 * The brand gradient lives once, in the theme (shared-config/src/theme): buttons take it as
 * `variant="brand"` (with its hover and pressed shades), boxes as `layerStyle="brand"`. Restated
 * inline, a site drifts from the others and every copy is first-load bytes again.
 */

const THEME_DIR = path.join('shared-config', 'src', 'theme');
/** The button's gradients: brand to accent, left to right, at the same shade (400 hover, 500 rest, 600 pressed). */
const BRAND_GRADIENT = /linear\(\s*to-r\s*,\s*brand\.(400|500|600)\s*,\s*accent\.\1\s*\)/;

function frontEndSources(): string[] {
  return [...FRONT_END_PACKAGES, 'shared-config'].flatMap((pkg) =>
    readdirSync(path.join(REPO_ROOT, pkg, 'src'), { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
      .map((e) => path.relative(REPO_ROOT, path.join(e.parentPath, e.name)))
      .filter((file) => !file.startsWith(THEME_DIR + path.sep)),
  );
}

describe('the brand gradient', () => {
  it('is defined by the theme: the Button variant with its hover and pressed shades, and the layer style', () => {
    const variant = theme.components.Button.variants?.brand as Record<string, unknown>;
    expect(variant).toEqual({
      color: 'white',
      bgGradient: 'linear(to-r, brand.500, accent.500)',
      _hover: { bgGradient: 'linear(to-r, brand.400, accent.400)' },
      _active: { bgGradient: 'linear(to-r, brand.600, accent.600)' },
    });
    expect(theme.layerStyles).toEqual({ brand: { bgGradient: 'linear(to-r, brand.500, accent.500)' } });
  });

  it('finds an inline restatement (the check below is not blind)', () => {
    expect(BRAND_GRADIENT.test(`bgGradient="linear(to-r, brand.500, accent.500)"`)).toBe(true);
    expect(BRAND_GRADIENT.test(`_hover: { bgGradient: 'linear(to-r, brand.400, accent.400)' }`)).toBe(true);
    // Other gradients (text, charts, avatars) are not the button's.
    expect(BRAND_GRADIENT.test(`bgGradient="linear(to-r, brand.300, accent.400)"`)).toBe(false);
    expect(BRAND_GRADIENT.test(`bgGradient="linear(to-br, brand.500, accent.500)"`)).toBe(false);
  });

  it('is not restated in any front end source outside the theme (use variant="brand" or layerStyle="brand")', () => {
    const files = frontEndSources();
    expect(files.length).toBeGreaterThan(100);
    const restated = files.filter((file) => BRAND_GRADIENT.test(readFileSync(path.join(REPO_ROOT, file), 'utf8')));
    expect(restated).toEqual([]);
  });
});
