/**
 * Chakra's global styles (the theme's CSS variables, its CSS reset, the body styles), as
 * the `<style>` tags emotion writes for them when it renders on a server: the shell's HTML
 * template carries them (shell-app/index.html), and in the browser each `<Global>` finds
 * its tag by the hash of its styles and adopts it instead of compiling and inserting the
 * same CSS in React's first commit (on a phone, ~75 ms of that one task: the theme's
 * ~600 variables parsed by stylis). Rendered by emotion itself, with the app's theme and
 * colour mode, so the hashes are the ones the app computes; if they ever differ, emotion
 * finds no tag and inserts the styles as before (the test beside this file checks they do not).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ChakraProvider, createLocalStorageManager } from '@chakra-ui/react';
import { COLOR_MODE_STORAGE_KEY } from '@chainwork/shared-config';

/** The `<style data-emotion="css-global …">` tags of the Chakra provider's global styles under `theme`. */
export function chakraGlobalStyleTags(theme: object): string {
  const colorModeManager = createLocalStorageManager(COLOR_MODE_STORAGE_KEY);
  const markup = renderToStaticMarkup(createElement(ChakraProvider, { theme, colorModeManager }, null));
  // The style tags only: the provider also renders its environment's marker span.
  const tags = markup.match(/<style data-emotion="css-global [^"]+">[^<]*<\/style>/g) ?? [];
  if (tags.length === 0) throw new Error("Chakra's provider rendered no global styles");
  return tags.join('');
}
