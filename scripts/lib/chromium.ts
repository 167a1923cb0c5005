/**
 * The browser every suite and benchmark drives: Debian's Chromium (Playwright's own download
 * does not work here), or the one CHROMIUM_PATH names. One place for the e2e suite, the
 * benchmarks and `npm test`'s check that it is installed.
 */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || DEBIAN_CHROMIUM;
/** The flags Chromium runs with (the e2e config, any spec or benchmark that launches its own). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
