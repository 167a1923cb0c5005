/**
 * Whether a piece of CSS (a <style> element, a style attribute, a presentation attribute's
 * value) can only paint: it loads nothing and pulls nothing in. An allowlist, not a
 * decoder: escapes (`u\72l(` is `url(`) and comments (`ur/**\/l(`) let CSS say what a plain
 * reading does not, and no logo needs them, so either one refuses the whole value rather
 * than being decoded and second-guessed. At-rules (@import, @font-face, @namespace) are
 * refused too. Every `(` must open a colour or transform function, or `url(#id)` naming a
 * fragment of the same file; so image-set(), image(), src(), var(), attr(), expression()
 * and anything a browser adds later are refused by default.
 */
const FUNCTIONS: ReadonlySet<string> = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'matrix',
  'translate',
  'translatex',
  'translatey',
  'scale',
  'scalex',
  'scaley',
  'rotate',
  'skewx',
  'skewy',
]);
/** The identifier before a `(` (with any space: `url (x)` is not a call, but refusing it costs nothing). */
const CALL = /([A-Za-z0-9_-]*)\s*\(/g;
const LOCAL_URL = /^url\(\s*(["']?)#[A-Za-z_][\w.-]*\1\s*\)/i;

export function isInertCss(css: string): boolean {
  if (/[\\@]|\/\*/.test(css)) return false;
  for (const call of css.matchAll(CALL)) {
    const name = call[1]!.toLowerCase();
    if (name === 'url') {
      if (!LOCAL_URL.test(css.slice(call.index))) return false;
    } else if (!FUNCTIONS.has(name)) return false;
  }
  return true;
}
