import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import { htmlFragment } from './html-fragment';

/** The tree without the positions the full parser records. */
function withoutPositions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withoutPositions);
  if (node === null || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node)
      .filter(([key]) => key !== 'position')
      .map(([key, value]) => [key, withoutPositions(value)]),
  );
}

const HTML = [
  '<div class="content-intro"><p>ZK Forge builds provers.</p></div><h2>The role</h2><p>Pay &amp; perks: &lt;b&gt; is a tag</p>',
  '<ul><li>Rust<li>Go</ul><p>Unclosed <b>bold <i>and italic</p>',
  '<table><tr><td>Base</td><td>$120k</td></tr></table><template><p>hidden</p></template>',
  '<script>alert(1)</script><noscript><p>no script</p></noscript><style>p{}</style><a href="javascript:x">x</a>',
  '<svg><title>t</title></svg><math><mi>x</mi></math><p>&nbsp;&eacute;&#x1F680;&unknown;</p>',
  `${'<div>'.repeat(300)}deep${'</div>'.repeat(300)}`,
  '<p>a</p><!-- a comment --><br><hr><pre>  code\n  kept</pre>',
  '',
];

describe('an HTML fragment for the normaliser', () => {
  it.each(HTML.map((html) => [html.slice(0, 40), html]))('is the tree hast-util-from-html gives, positions aside: %s', (_name, html) => {
    expect(htmlFragment(html)).toEqual(withoutPositions(fromHtml(html, { fragment: true })));
  });

  it('records no source positions', () => {
    const tree = htmlFragment('<p>one <b>two</b></p>');
    expect(JSON.stringify(tree)).not.toContain('"position"');
  });
});
