/**
 * A remote's prebuilt first-view styles (scripts/build/first-view-styles.ts builds them, the
 * gateway puts them in the document): one emotion `<style>` tag in a file of the remote's
 * published version. Its own subpath, not part of the shared singletons: the browser's code
 * never reads it.
 */
export const FIRST_VIEW_STYLES_FILE = 'first-view-styles.html';

/** The only shape of the file the gateway inserts: emotion's attribute, word ids, CSS without `<`. */
const FIRST_VIEW_STYLES_TAG = /^<style data-emotion="css [\w -]+">[^<]*<\/style>$/;

export function isFirstViewStylesTag(text: string): boolean {
  return FIRST_VIEW_STYLES_TAG.test(text);
}
