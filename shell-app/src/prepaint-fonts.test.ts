import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { theme } from '@chainwork/shared-config/react';
import { PREPAINT_FONTS } from '@chainwork/shared-config/prepaint';

const css = readFileSync(path.join(import.meta.dirname, 'prepaint-fonts.css'), 'utf8');
const declaredFamilies = [...css.matchAll(/font-family:\s*'([^']+)'/g)].map((match) => match[1]);

describe("the pre-paint's fonts", () => {
  it('are declared by the shell under the names the pre-paint uses', () => {
    expect(declaredFamilies.sort()).toEqual([PREPAINT_FONTS.heading, PREPAINT_FONTS.body].sort());
  });

  it("come first in the theme's stacks, so the app lays out with the faces already loaded, then @fontsource's for other scripts", () => {
    expect(theme.fonts.heading).toMatch(new RegExp(`^'${PREPAINT_FONTS.heading}', 'Sora Variable',`));
    expect(theme.fonts.body).toMatch(new RegExp(`^'${PREPAINT_FONTS.body}', 'Source Sans 3 Variable',`));
  });
});
