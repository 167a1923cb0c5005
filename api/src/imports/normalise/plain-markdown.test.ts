import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitisedMarkdown } from './description';
import { descriptionTree } from './html-tree';
import { plainMarkdown } from './plain-markdown';

const words = fc.constantFrom(
  'We',
  'build',
  'Rust',
  'Zk 1',
  '$120k-150k',
  'pay: 90,000 USD',
  "team's",
  '"quoted"',
  '(remote)',
  'R&D',
  '401(k)',
  '1.',
  '2)',
  '- dash',
  '+ plus',
  '# hash',
  'a_b',
  'x*y',
  '[x](y)',
  '<b>',
  '&amp;',
  '&lt;script&gt;',
  'café',
  '€80k – €100k',
  'end.',
  '!',
  '=',
  '`code`',
  '\\',
  'https://zk.example',
);
const space = fc.constantFrom('', ' ', '  ', '\n', '\t', ' \n ');
const href = fc.constantFrom(
  'https://zk.example/jobs',
  'https://zk.example/a?b=1&c=2',
  'https://zk.example/a_(b)',
  'https://zk.example',
  'mailto:jobs@zk.example',
  'javascript:alert(1)',
  '/relative',
  'https://zk.example/with space',
);

/** Inline HTML: words, spaces, and bold, italic or links around them (nested up to `depth`). */
const inline = fc.letrec<{ inline: string }>((tie) => ({
  inline: fc
    .array(
      fc.oneof(
        { weight: 5, arbitrary: fc.tuple(space, words, space).map((parts) => parts.join('')) },
        {
          weight: 1,
          arbitrary: fc
            .tuple(fc.constantFrom('strong', 'b', 'em', 'i', 'span', 'a', 'br', 'code', 'u'), href, tie('inline'))
            .map(([tag, url, inner]) => (tag === 'a' ? `<a href="${url}">${inner}</a>` : `<${tag}>${inner}</${tag}>`)),
        },
      ),
      { maxLength: 5 },
    )
    .map((parts) => parts.join('')),
}));

const block = fc.oneof(
  inline.inline.map((text) => `<p>${text}</p>`),
  fc.tuple(fc.integer({ min: 1, max: 6 }), inline.inline).map(([level, text]) => `<h${level}>${text}</h${level}>`),
  fc
    .tuple(fc.constantFrom('ul', 'ol', 'ol start="3"'), fc.array(inline.inline, { maxLength: 4 }), space)
    .map(([tag, items, gap]) => `<${tag}>${items.map((item) => `${gap}<li>${item}</li>`).join('')}</${tag.slice(0, 2)}>`),
  fc.constantFrom('<div>Text</div>', '<blockquote>Quote</blockquote>', '<table><tr><td>Cell</td></tr></table>', 'Loose words', '<hr>'),
);

const description = fc.tuple(fc.array(block, { maxLength: 6 }), space).map(([blocks, gap]) => blocks.join(gap));

describe('plainMarkdown', () => {
  it('writes exactly what the full path (mdast, markdown, the sanitiser) writes, whenever it writes', () => {
    let written = 0;
    fc.assert(
      fc.property(description, (html) => {
        const tree = descriptionTree(html);
        const plain = plainMarkdown(tree);
        if (plain === null) return;
        written += 1;
        expect(plain).toBe(sanitisedMarkdown(tree));
      }),
      { numRuns: 1500 },
    );
    // The comparison is worth something only if the generator often makes plain descriptions.
    expect(written).toBeGreaterThan(150);
    // A hang guard for a loaded machine, not a timing check.
  }, 60_000);

  it('writes a typical description (paragraphs, a heading, a list, bold, italic, a link) itself', () => {
    const html = [
      '<p>Zkforge 1 builds infrastructure for Ethereum. We are a <strong>distributed</strong> team of engineers.</p>',
      '\n<h3>What you bring</h3>',
      '<ul>\n<li>Several years of experience with <em>Rust</em>, Go or TypeScript</li><li>Clear written English; we work asynchronously</li></ul>',
      '<p>How to apply:</p><ol><li>Apply</li><li>Talk to us</li></ol>',
      '<p>Pay: $120k-150k per year. <a href="https://zk.example/jobs">See every role</a>.</p>',
    ].join('');
    const tree = descriptionTree(html);
    expect(plainMarkdown(tree)).toBe(
      'Zkforge 1 builds infrastructure for Ethereum. We are a **distributed** team of engineers.\n\n' +
        '### What you bring\n\n' +
        '- Several years of experience with _Rust_, Go or TypeScript\n- Clear written English; we work asynchronously\n\n' +
        'How to apply:\n\n1. Apply\n2. Talk to us\n\n' +
        'Pay: $120k-150k per year. [See every role](https://zk.example/jobs).',
    );
    expect(plainMarkdown(tree)).toBe(sanitisedMarkdown(tree));
  });

  it('leaves markup-like text, tables and unsafe links to the full path', () => {
    for (const html of [
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
      '<p>R&amp;D *and* more</p>',
      '<table><tr><td>Senior</td></tr></table>',
      '<p>1. first</p>',
      '<p><a href="https://zk.example">https://zk.example</a></p>',
      '<ul><li>One</li></ul><ol><li>Two</li></ol>',
    ])
      expect(plainMarkdown(descriptionTree(html)), html).toBeNull();
  });
});
