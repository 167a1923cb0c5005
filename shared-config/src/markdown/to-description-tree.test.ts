import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { descriptionTreeSchema } from '../schemas/description';
import { DESCRIPTION_MAX_DEPTH, markdownToDescriptionTree, type DescriptionNode } from './to-description-tree';

const tree = markdownToDescriptionTree;

/** Every element of a tree, depth first, with its depth (top-level blocks are 1). */
function* elements(nodes: readonly DescriptionNode[], depth = 1): Generator<[Exclude<DescriptionNode, string>, number]> {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    yield [node, depth];
    yield* elements(node.c ?? [], depth + 1);
  }
}

/** The text a tree shows, as a reader sees it (images as their alt text). */
const textOf = (nodes: readonly DescriptionNode[]): string =>
  nodes.map((node) => (typeof node === 'string' ? node : node.t === 'img' ? `[${node.alt}]` : textOf(node.c ?? []))).join('');

describe('markdownToDescriptionTree', () => {
  it('maps CommonMark to the allowed elements, `#` headings as h2 (the page title is the h1)', () => {
    expect(tree('# About us\n\n### Team\n\nWe build *fast* **rollups** with `zk`.\n\n---\n\n> Ship it.')).toEqual([
      { t: 'h2', c: ['About us'] },
      { t: 'h3', c: ['Team'] },
      { t: 'p', c: ['We build ', { t: 'em', c: ['fast'] }, ' ', { t: 'strong', c: ['rollups'] }, ' with ', { t: 'code', c: ['zk'] }, '.'] },
      { t: 'hr' },
      { t: 'blockquote', c: [{ t: 'p', c: ['Ship it.'] }] },
    ]);
  });

  it('keeps lists as CommonMark nests them: tight items hold their words, loose ones paragraphs', () => {
    expect(tree('- Rust\n- Go\n  - gRPC\n\n3. three\n4. four\n\n* loose\n\n* list')).toEqual([
      {
        t: 'ul',
        c: [
          { t: 'li', c: ['Rust'] },
          { t: 'li', c: ['Go', { t: 'ul', c: [{ t: 'li', c: ['gRPC'] }] }] },
        ],
      },
      {
        t: 'ol',
        start: 3,
        c: [
          { t: 'li', c: ['three'] },
          { t: 'li', c: ['four'] },
        ],
      },
      {
        t: 'ul',
        c: [
          { t: 'li', c: [{ t: 'p', c: ['loose'] }] },
          { t: 'li', c: [{ t: 'p', c: ['list'] }] },
        ],
      },
    ]);
  });

  it('keeps code blocks as written, without their language', () => {
    expect(tree('```ts\nconst a = 1;\n\n  indented();\n```\n\n    four spaces')).toEqual([
      { t: 'pre', c: [{ t: 'code', c: ['const a = 1;\n\n  indented();\n'] }] },
      { t: 'pre', c: [{ t: 'code', c: ['four spaces\n'] }] },
    ]);
  });

  it('leaves out whitespace between blocks and keeps it inside inline content', () => {
    const result = tree('> one\n> two\n\n- **a** **b**\n- c  \n  d\n\n\n\nlast');
    expect(result).toEqual([
      { t: 'blockquote', c: [{ t: 'p', c: ['one\ntwo'] }] },
      {
        t: 'ul',
        c: [
          { t: 'li', c: [{ t: 'strong', c: ['a'] }, ' ', { t: 'strong', c: ['b'] }] },
          { t: 'li', c: ['c', { t: 'br' }, '\nd'] },
        ],
      },
      { t: 'p', c: ['last'] },
    ]);
  });

  it('decodes entities and escapes into text, which renders as text', () => {
    expect(tree('Fees &amp; &copy; 0.3&nbsp;% \\*not emphasis\\* <notatag')).toEqual([
      { t: 'p', c: ['Fees & © 0.3\u00a0% *not emphasis* <notatag'] },
    ]);
  });

  describe('hostile input', () => {
    it('drops raw HTML, inline and block: no element, no attribute comes from it', () => {
      const result = tree(
        [
          'Intro <script>alert(1)</script> end <img src=x onerror=alert(1)>',
          '<div onmouseover="alert(1)">hover</div>',
          '<iframe src="https://evil.example"></iframe>',
          '<a href="javascript:alert(1)">raw link</a>',
          '<!-- a comment -->',
        ].join('\n\n'),
      );
      // The words between inline tags are text, as react-markdown's skipHtml left them.
      expect(result).toEqual([
        { t: 'p', c: ['Intro alert(1) end '] },
        { t: 'p', c: ['raw link'] },
      ]);
    });

    it.each([
      ['javascript:', '[x](javascript:alert(1))'],
      ['mixed case', '[x](JaVaScRiPt:alert(1))'],
      ['entity-encoded', '[x](&#106;avascript:alert(1))'],
      ['hex entities', '[x](&#x6A;&#x61;vascript:alert(1))'],
      ['a named entity', '[x](javascript&colon;alert(1))'],
      ['a tab inside', '[x](java&#9;script:alert(1))'],
      ['leading space, in brackets', '[x](< javascript:alert(1)>)'],
      ['data:', '[x](data:text/html;base64,PHNjcmlwdD4=)'],
      ['vbscript:', '[x](vbscript:msgbox(1))'],
      ['a relative path', '[x](/admin)'],
      ['protocol-relative', '[x](//evil.example)'],
      ['a reference to an unsafe target', '[x][evil]\n\n[evil]: javascript:alert(1)'],
      ['a collapsed reference', '[x][]\n\n[x]: DATA:text/html,hi'],
      ['an autolink', '<javascript:alert(1)>'],
    ])('keeps the words of a link to %s, without the target', (_name, markdown) => {
      const [paragraph] = tree(markdown);
      expect(paragraph).toMatchObject({ t: 'p', c: [{ t: 'a' }] });
      const [link] = [...elements([paragraph!])].map(([element]) => element).filter((element) => element.t === 'a');
      expect(link).not.toHaveProperty('href');
      expect(textOf(link!.c ?? [])).not.toBe('');
    });

    it('keeps http(s) and mailto targets, normalised as react-markdown did, without titles', () => {
      expect(
        tree(
          '[a](https://acme.example/jobs?id=1#apply "Title") <mailto:jobs@acme.example> [b][ok] [c](http://acme.example/a b)\n\n[ok]: https://acme.example/ü',
        ),
      ).toEqual([
        {
          t: 'p',
          c: [
            { t: 'a', href: 'https://acme.example/jobs?id=1#apply', c: ['a'] },
            ' ',
            { t: 'a', href: 'mailto:jobs@acme.example', c: ['mailto:jobs@acme.example'] },
            ' ',
            { t: 'a', href: 'https://acme.example/%C3%BC', c: ['b'] },
            ' [c](http://acme.example/a b)',
          ],
        },
      ]);
    });

    it('shows images as their alt text and nothing of their address', () => {
      const result = tree(
        '![Team photo](https://tracker.example/pixel.gif "t") ![](https://tracker.example/blank.gif) ![ref][p]\n\n[p]: javascript:alert(1)',
      );
      expect(result).toEqual([{ t: 'p', c: [{ t: 'img', alt: 'Team photo' }, '  ', { t: 'img', alt: 'ref' }] }]);
      expect(JSON.stringify(result)).not.toContain('tracker');
    });

    it('keeps markup nested deeper than DESCRIPTION_MAX_DEPTH as the text inside it', () => {
      const result = tree(`${'> '.repeat(DESCRIPTION_MAX_DEPTH + 10)}deep **words**`);
      const depths = [...elements(result)].map(([, depth]) => depth);
      expect(Math.max(...depths)).toBe(DESCRIPTION_MAX_DEPTH);
      expect(textOf(result)).toContain('deep words');
    });

    it('shows markup too deep for the parser (its recursion overflows the stack) as plain text instead of failing', () => {
      const markdown = `${'>'.repeat(6_000)} deep\n\nsecond`;
      const result = tree(markdown);
      expect(descriptionTreeSchema.safeParse(result).success).toBe(true);
      expect(Math.max(...[...elements(result)].map(([, depth]) => depth))).toBeLessThanOrEqual(DESCRIPTION_MAX_DEPTH);
      expect(textOf(result)).toMatch(/deep[^]*second/);
    });
  });

  it('always answers a tree its schema accepts, within the depth, without whitespace-only blocks', () => {
    const piece = fc.constantFrom(
      '# ',
      '> ',
      '- ',
      '1. ',
      '7) ',
      '    ',
      '```',
      '\n',
      '\n\n',
      '*',
      '**',
      '_',
      '`',
      '[',
      '](',
      ')',
      '![',
      ']: ',
      '<',
      '>',
      'javascript:',
      'https://a.example',
      'mailto:a@b.example',
      'data:,x',
      '&#106;',
      '&amp;',
      '<script>',
      '</div>',
      '---',
      '  \n',
      '\\',
      'word',
      ' ',
    );
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 60 }).map((pieces) => pieces.join('')),
        (markdown) => {
          const result = tree(markdown);
          expect(descriptionTreeSchema.safeParse(result).success).toBe(true);
          for (const [element, depth] of elements(result)) {
            expect(depth).toBeLessThanOrEqual(DESCRIPTION_MAX_DEPTH);
            if (element.t === 'a' && element.href !== undefined) expect(element.href).toMatch(/^(https?|mailto):/i);
          }
          for (const node of result) if (typeof node === 'string') expect(node.trim()).not.toBe('');
        },
      ),
      { numRuns: 500 },
    );
  });
});
