/**
 * The schema.org nodes of an HTML page: every `<script type="application/ld+json">`, found by
 * parsing the page as a browser would (a script inside a comment or an attribute is no script),
 * each block parsed as JSON on its own. A block that is not JSON is skipped: careers pages carry
 * blocks from many plugins, and one broken block does not hide the others.
 */
import { fromHtml } from 'hast-util-from-html';

type HastNode = ReturnType<typeof fromHtml>['children'][number];

function scriptTexts(node: HastNode | ReturnType<typeof fromHtml>, out: string[]): string[] {
  if (node.type === 'element' && node.tagName === 'script') {
    const type = String(node.properties['type'] ?? '')
      .split(';')[0]!
      .trim()
      .toLowerCase();
    if (type === 'application/ld+json') out.push(node.children.map((child) => (child.type === 'text' ? child.value : '')).join(''));
    return out;
  }
  if ('children' in node) for (const child of node.children) scriptTexts(child, out);
  if (node.type === 'element' && node.tagName === 'template' && node.content) scriptTexts(node.content, out);
  return out;
}

/** JSON, or JSON with raw line breaks and tabs inside strings (hand-written blocks often have them), or null. */
function parseBlock(source: string): unknown {
  const trimmed = source
    .trim()
    .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, '')
    .trim();
  for (const candidate of [trimmed, trimmed.replace(/[\n\r\t]/g, ' ')]) {
    try {
      return JSON.parse(candidate) as unknown;
    } catch {
      // try the next reading
    }
  }
  return null;
}

/**
 * Every object of a block, nested ones too: arrays are flattened and `@graph` lists, a page's
 * `mainEntity` or an ItemList's items are walked like any other value.
 */
function collect(value: unknown, out: Record<string, unknown>[], depth: number): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out, depth + 1);
    return;
  }
  const node = value as Record<string, unknown>;
  out.push(node);
  for (const child of Object.values(node)) collect(child, out, depth + 1);
}

/** Whether a node's `@type` is JobPosting (a string or a list; `schema:` or full IRIs allowed). */
export function isJobPosting(node: Record<string, unknown>): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.some((type) => typeof type === 'string' && /(^|[/:#])JobPosting$/.test(type));
}

/** The page's JobPosting nodes, in page order. */
export function jobPostingNodes(html: string): Record<string, unknown>[] {
  const nodes: Record<string, unknown>[] = [];
  for (const source of scriptTexts(fromHtml(html), [])) collect(parseBlock(source), nodes, 0);
  return nodes.filter(isJobPosting);
}
