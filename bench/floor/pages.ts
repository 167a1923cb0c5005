/**
 * The floor benchmark's reference pages: what a page costs on this machine before it is
 * Chainwork, from nothing to the app's own stack. Each builds to one script (or none), so the
 * rows differ only by what they run.
 */
import path from 'node:path';
import { REPO_ROOT } from '@chainwork/tooling/build/paths';

/** Where the pages are built and served from (generated state, never committed). */
export const FLOOR_DIST = path.join(REPO_ROOT, '.wrangler', 'bench-floor', 'dist');

export interface ReferencePage {
  /** File name (`<id>.html`, `<id>.js`) and the table's row label. */
  id: string;
  /** What the page is, for the table. */
  description: string;
  /** Its script's entry under ./pages; none for a page with no JavaScript. */
  entry: string | null;
  /** The `<head>` styles: the plain stylesheet, or Chakra's prebuilt global styles as the shell's template has them. */
  styles: 'plain' | 'chakra';
}

export const REFERENCE_PAGES: readonly ReferencePage[] = [
  { id: 'static', description: 'a header and 20 job cards as HTML, no script', entry: null, styles: 'plain' },
  { id: 'react-hello', description: 'React renders one heading', entry: 'react-hello.tsx', styles: 'plain' },
  {
    id: 'react-cards',
    description: "React renders the static page's markup, styled by one stylesheet",
    entry: 'react-cards.tsx',
    styles: 'plain',
  },
  {
    id: 'chakra-provider',
    description: "Chakra's provider with the app's theme, around one heading",
    entry: 'chakra-provider.tsx',
    styles: 'chakra',
  },
  {
    id: 'chakra-cards',
    description: 'the same provider and the static page through Chakra components',
    entry: 'chakra-cards.tsx',
    styles: 'chakra',
  },
];
