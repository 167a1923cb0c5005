import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Box, ChakraProvider } from '@chakra-ui/react';
import { isFirstViewStylesTag } from '@chainwork/shared-config/first-view-styles';
import { theme } from '@chainwork/shared-config/react';
import { firstViewStyleTag } from './first-view-styles';
import { firstViewSample as jobsFirstView } from '../../remote-jobs/src/first-view/first-view-sample';
import { firstViewSample as navigationFirstView } from '../../remote-navigation/src/first-view/first-view-sample';

const inChakra =
  (...children: ReturnType<typeof createElement>[]) =>
  () =>
    createElement(ChakraProvider, { theme }, ...children);

describe('firstViewStyleTag', () => {
  it('gathers every component style rendered into one emotion tag, each id and rule once', () => {
    const box = (color: string) => createElement(Box, { color, p: 4 });
    const tag = firstViewStyleTag(inChakra(box('red'), box('blue'), box('red')));
    expect(isFirstViewStylesTag(tag)).toBe(true);
    const ids = tag.match(/data-emotion="css ([^"]+)"/)![1]!.split(' ');
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(tag.split(`.css-${id}{`)).toHaveLength(2);
    expect(tag).toContain('color:red');
    expect(tag).toContain('color:blue');
    // The theme's global styles are the shell's (prebuilt in its template), not a remote's.
    expect(tag).not.toContain('--chakra-colors');
  });

  it('refuses a view without component styles, and CSS the gateway would not insert', () => {
    expect(() => firstViewStyleTag(inChakra())).toThrow(/no emotion styles/);
    expect(() => firstViewStyleTag(inChakra(createElement(Box, { sx: { '&::after': { content: '"</style>"' } } })))).toThrow(/plain CSS/);
  });

  it("renders the remotes' first views: the jobs remote's job view, cards and skeleton; the navigation's top bar", () => {
    for (const [view, atLeast] of [
      [jobsFirstView, 50],
      [navigationFirstView, 10],
    ] as const) {
      const tag = firstViewStyleTag(view);
      expect(isFirstViewStylesTag(tag)).toBe(true);
      expect(tag.match(/data-emotion="css ([^"]+)"/)![1]!.split(' ').length).toBeGreaterThan(atLeast);
    }
  });
});
