import { JOB_DESCRIPTION_MAX } from '@chainwork/shared-config/posting';
import fc from 'fast-check';
import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { describe, expect, it } from 'vitest';
import { capMarkdown, descriptionMarkdown } from './description';
import { descriptionTree, treeText } from './html-tree';

const markdown = (html: string) => descriptionMarkdown(descriptionTree(html));

describe('descriptionMarkdown', () => {
  it('keeps headings, lists, links, bold, italic and paragraphs', () => {
    const html =
      '<h2>About</h2><p>We build <strong>ZK</strong> <em>rollups</em>.</p><ul><li>Rust</li><li>Go</li></ul><ol><li>One</li></ol><p><a href="https://zk.example/jobs">Apply</a></p>';
    expect(markdown(html)).toBe('## About\n\nWe build **ZK** _rollups_.\n\n- Rust\n- Go\n\n1. One\n\n[Apply](https://zk.example/jobs)');
  });

  it('drops scripts, styles, iframes, images, forms and event handlers', () => {
    const html =
      '<p onclick="steal()">Hi</p><script>alert(1)</script><style>p{color:red}</style><iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)" alt="team"><form><input value="x"></form><svg><script>alert(2)</script></svg>';
    const out = markdown(html);
    expect(out).toBe('Hi');
  });

  it('keeps only the words of a javascript: or relative link', () => {
    expect(markdown('<p><a href="javascript:alert(1)">click</a> and <a href="/jobs/1">here</a></p>')).toBe('click and here');
  });

  it('writes raw HTML in the text as text, never as markup', () => {
    const out = markdown('<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(1)&gt;</p>');
    const types: string[] = [];
    let words = '';
    const walk = (node: Nodes) => {
      types.push(node.type);
      if (node.type === 'text') words += node.value;
      if ('children' in node) node.children.forEach(walk);
    };
    walk(fromMarkdown(out));
    expect(types).not.toContain('html');
    expect(words).toBe('<script>alert(1)</script> <img src=x onerror=alert(1)>');
  });

  it('turns tables into a paragraph a row and struck-out text into plain text', () => {
    expect(
      markdown('<table><tr><th>Level</th><th>Pay</th></tr><tr><td>Senior</td><td>$150k</td></tr></table><p><del>old</del> new</p>'),
    ).toBe('Level · Pay\n\nSenior · $150k\n\nold new');
  });

  it('reads markup nested deeper than a parser can follow as its text', () => {
    const deep = `${'<div>'.repeat(20_000)}deep${'</div>'.repeat(20_000)}`;
    expect(markdown(deep)).toBe('deep');
  });

  it('is never longer than a posted description may be, and is cut at a paragraph', () => {
    const paragraph = `<p>${'word '.repeat(199)}end</p>`;
    const out = markdown(paragraph.repeat(40));
    expect(out.length).toBeLessThanOrEqual(JOB_DESCRIPTION_MAX);
    expect(out.endsWith('end')).toBe(true);
  });

  it('never throws and never outgrows the limit, whatever the HTML', () => {
    const pieces = fc.constantFrom(
      '<p>',
      '</p>',
      '<a href="javascript:x">',
      '</a>',
      '<b>',
      '<ul><li>',
      '<table><tr><td>',
      'text ',
      '**',
      '[x](y)',
      '<script>',
      '&amp;',
      '\n',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 60 }), fc.string({ maxLength: 60 }), (parts, noise) => {
        const out = markdown(parts.join('') + noise);
        expect(out.length).toBeLessThanOrEqual(JOB_DESCRIPTION_MAX);
        expect(out).not.toMatch(/javascript:/i);
      }),
    );
  });
});

describe('capMarkdown', () => {
  it('cuts at the last paragraph, line or word that fits', () => {
    expect(capMarkdown('one\n\ntwo\n\nthree', 9)).toBe('one\n\ntwo');
    expect(capMarkdown('- a\n- b\n- c', 7)).toBe('- a\n- b');
    expect(capMarkdown('alpha beta gamma', 12)).toBe('alpha beta');
    expect(capMarkdown('short', 12)).toBe('short');
  });
});

describe('treeText', () => {
  it('gives a line per block and nothing of scripts', () => {
    expect(treeText(descriptionTree('<p>Salary</p><p>$120k</p><script>var x = "$1M"</script>'))).toBe('Salary\n\n$120k');
  });
});
