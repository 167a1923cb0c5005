import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ChakraProvider } from '@chakra-ui/react';
import { theme } from '@chainwork/shared-config/react';
import { colorModeManager } from './Providers';

/**
 * The tags as the build renders them: in Node, where emotion renders as on a server (under
 * this file's DOM it would insert the styles into the document instead).
 */
function buildTimeTags(): string {
  const from = (file: string) => pathToFileURL(path.resolve(import.meta.dirname, file)).href;
  const script = [
    `import { chakraGlobalStyleTags } from '${from('../../../scripts/build/chakra-global-styles.ts')}';`,
    `import { theme } from '${from('../../../shared-config/src/theme/index.ts')}';`,
    'process.stdout.write(chakraGlobalStyleTags(theme));',
  ].join('\n');
  return execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
}

let css = '';
beforeAll(() => {
  css = buildTimeTags();
}, 60_000);

const globalStyleTags = () => [...document.head.querySelectorAll('style[data-emotion^="css-global"]')];

describe("the shell template's prebuilt Chakra global styles", () => {
  afterEach(() => {
    for (const tag of globalStyleTags()) tag.remove();
  });

  it("are adopted by the app's provider, hash for hash, so it compiles and inserts none of its own", () => {
    document.head.insertAdjacentHTML('beforeend', css);
    const prebuilt = globalStyleTags();
    expect(prebuilt.map((tag) => tag.getAttribute('data-emotion'))).toEqual([
      expect.stringMatching(/^css-global \w+$/),
      expect.stringMatching(/^css-global \w+$/),
      expect.stringMatching(/^css-global \w+$/),
    ]);

    render(<ChakraProvider theme={theme} colorModeManager={colorModeManager} />);

    // Emotion clears the hash of each tag it adopts; a tag it did not recognise would keep it,
    // and the styles would be inserted again in a tag of their own.
    expect(globalStyleTags()).toEqual(prebuilt);
    expect(prebuilt.map((tag) => tag.getAttribute('data-emotion'))).toEqual(['css-global', 'css-global', 'css-global']);
  });

  it('carry the theme, its reset and the dark body: variables, box sizing, page colours', () => {
    expect(css).toContain('--chakra-colors-brand-500:#7c3aed');
    expect(css).toContain('box-sizing:border-box');
    expect(css).toContain('background:var(--chakra-colors-bg-canvas)');
  });
});
