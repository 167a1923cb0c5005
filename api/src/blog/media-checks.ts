import { BLOG_LIMITS } from '@chainwork/shared-config';

/*
 * Media are hand-made SVG, served from this site's origin: an SVG can carry script, so
 * anything active or external is refused here (and the gateway serves them with a CSP
 * that forbids script anyway).
 */
const FORBIDDEN: ReadonlyArray<[RegExp, string]> = [
  [/<script/i, 'contains a <script> element'],
  [/<foreignObject/i, 'contains a <foreignObject> element'],
  [/\son[a-z]+\s*=/i, 'contains an event handler attribute (on...=)'],
  [/javascript:/i, 'contains a javascript: URL'],
  [/(?:href|src)\s*=\s*["'](?!#)/i, 'refers to another file or site (only #fragment references are allowed)'],
  [/@import/i, 'imports a style sheet'],
];

export function checkSvg(text: string): string[] {
  const problems: string[] = [];
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > BLOG_LIMITS.mediaMaxBytes) problems.push(`is ${bytes} bytes; at most ${BLOG_LIMITS.mediaMaxBytes} are allowed`);
  if (!/^\s*(<\?xml[^>]*\?>\s*)?<svg[\s>]/.test(text) || !/<\/svg>\s*$/.test(text))
    problems.push('is not an SVG document (<svg ...>...</svg>)');
  else if (!/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/.test(text)) problems.push('needs xmlns="http://www.w3.org/2000/svg"');
  if (!/viewBox=/.test(text)) problems.push('needs a viewBox, so it scales to any width');
  for (const [pattern, message] of FORBIDDEN) if (pattern.test(text)) problems.push(message);
  return problems;
}
