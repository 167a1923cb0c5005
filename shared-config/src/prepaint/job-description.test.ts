import { describe, expect, it } from 'vitest';
import type { DescriptionTree } from '../markdown/description-tree';
import { markdownToDescriptionTree } from '../markdown/to-description-tree';
import { PREPAINT_DESCRIPTION_BUDGET, prepaintDescriptionHtml } from './job-description';

const paragraph = (words: string) => ({ t: 'p' as const, c: [words] });

describe('prepaintDescriptionHtml', () => {
  it('draws headings, paragraphs, lists, links, bold, italic and line breaks as the page does', () => {
    const tree = markdownToDescriptionTree(
      [
        '## Role',
        'Ship **fast**, *carefully*,  \nand [say so](https://a.example/x?y=1&z=2).',
        '3. three\n4. four',
        '### More',
        '- one',
      ].join('\n\n'),
    );
    expect(prepaintDescriptionHtml(tree)).toBe(
      '<h2>Role</h2>' +
        // The text after a break keeps its line break, as in the page (white space either way).
        '<p>Ship <strong>fast</strong>, <em>carefully</em>,<br>\nand ' +
        '<a href="https://a.example/x?y=1&amp;z=2" target="_blank" rel="noopener noreferrer nofollow">say so</a>.</p>' +
        '<ol start="3"><li>three</li><li>four</li></ol>' +
        '<h3>More</h3>' +
        '<ul><li>one</li></ul>',
    );
  });

  it('escapes every word: text is never markup', () => {
    const tree: DescriptionTree = [paragraph('</p><script>alert(1)</script> <!-- "a" & \'b\'')];
    expect(prepaintDescriptionHtml(tree)).toBe(
      '<p>&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- &quot;a&quot; &amp; &#x27;b&#x27;</p>',
    );
  });

  it('keeps the words of a link whose target is not safe, without the link', () => {
    const tree: DescriptionTree = [{ t: 'p', c: [{ t: 'a', href: 'javascript:alert(1)', c: ['click'] }] }];
    expect(prepaintDescriptionHtml(tree)).toBe('<p><span>click</span></p>');
  });

  it.each([
    ['code', { t: 'p', c: ['run ', { t: 'code', c: ['npm test'] }] }],
    ['a quote', { t: 'blockquote', c: [paragraph('quoted')] }],
    ['a rule', { t: 'hr' }],
    ["a picture's alt text", { t: 'p', c: [{ t: 'img', alt: 'Team' }] }],
    ['preformatted text', { t: 'pre', c: ['x'] }],
    ['a tag it does not know', { t: 'table', c: ['x'] }],
  ])('ends before the first block holding %s: the page draws it and what follows', (_, block) => {
    const tree = [paragraph('first'), block, paragraph('after')] as DescriptionTree;
    expect(prepaintDescriptionHtml(tree)).toBe('<p>first</p>');
    expect(prepaintDescriptionHtml(tree.slice(1))).toBe('');
  });

  it('ends at a bare text between blocks', () => {
    expect(prepaintDescriptionHtml([paragraph('first'), 'loose text', paragraph('after')])).toBe('<p>first</p>');
  });

  it('draws whole blocks until the character budget is reached', () => {
    const long = 'x'.repeat(PREPAINT_DESCRIPTION_BUDGET.characters - 10);
    const html = prepaintDescriptionHtml([paragraph(long), paragraph('crosses the budget'), paragraph('beyond it')]);
    expect(html).toBe(`<p>${long}</p><p>crosses the budget</p>`);
  });

  it('draws at most the block budget', () => {
    const tree = Array.from({ length: PREPAINT_DESCRIPTION_BUDGET.blocks + 3 }, (_, i) => paragraph(`p${i}`));
    expect(prepaintDescriptionHtml(tree).match(/<p>/g)).toHaveLength(PREPAINT_DESCRIPTION_BUDGET.blocks);
  });

  it('draws nothing for an empty description', () => {
    expect(prepaintDescriptionHtml([])).toBe('');
  });
});
