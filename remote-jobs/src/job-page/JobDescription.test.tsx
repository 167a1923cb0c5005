import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DescriptionTree } from '@chainwork/shared-config';
import { markdownToDescriptionTree } from '@chainwork/shared-config/markdown-tree';
import { theme } from '@chainwork/shared-config/react';
import { JobDescription } from './JobDescription';
import { REACT_MARKDOWN_HTML, REPRESENTATIVE_DESCRIPTION } from './JobDescription.fixture';

const renderTree = (tree: DescriptionTree) =>
  render(
    <ChakraProvider theme={theme}>
      <JobDescription tree={tree} />
    </ChakraProvider>,
  );

/** As a job page gets it: the api converts the markdown, the page renders the tree. */
const renderMarkdown = (markdown: string) => renderTree(markdownToDescriptionTree(markdown));

/** Every attribute of every element rendered, for hunting event handlers. */
const attributeNames = (root: Element) => [...root.querySelectorAll('*')].flatMap((el) => el.getAttributeNames());

describe('JobDescription', () => {
  it('draws the DOM react-markdown drew with the former components', () => {
    const { container } = renderMarkdown(REPRESENTATIVE_DESCRIPTION);
    expect(container.firstElementChild?.outerHTML).toBe(REACT_MARKDOWN_HTML);
  });

  it('renders markdown structure with headings below the page title', () => {
    renderMarkdown('# About us\n\nWe build **rollups**.\n\n- Rust\n- Go');
    expect(screen.getByRole('heading', { level: 2, name: 'About us' })).toBeTruthy();
    expect(screen.getByText('rollups').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Rust', 'Go']);
  });

  it('numbers an ordered list from its first number', () => {
    const { container } = renderMarkdown('3. three\n4. four');
    expect(container.querySelector('ol')?.getAttribute('start')).toBe('3');
  });

  it('drops raw HTML: no script, no element carrying an event handler', () => {
    const { container } = renderMarkdown(
      [
        'Intro <script>window.__pwned = 1</script>',
        '<img src="x" onerror="window.__pwned = 1">',
        '<div onmouseover="alert(1)">hover</div>',
        '<iframe src="https://evil.example"></iframe>',
        '<a href="javascript:alert(1)">raw link</a>',
        '<svg><script>alert(1)</script></svg>',
      ].join('\n\n'),
    );
    for (const tag of ['script', 'img', 'iframe', 'svg', 'div[onmouseover]']) expect(container.querySelector(tag)).toBeNull();
    expect(attributeNames(container).filter((name) => name.startsWith('on'))).toEqual([]);
    expect(container.querySelector('a')).toBeNull();
    expect((globalThis as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps only http(s) and mailto links, external and unendorsed', () => {
    const { container } = renderMarkdown(
      [
        '[js](javascript:alert(1)) [JS](JaVaScRiPt:alert(1)) [data](data:text/html,<script>alert(1)</script>)',
        '[ent](&#106;avascript:alert(1)) [hex](&#x6A;avascript:alert(1)) [tab](java&#9;script:alert(1))',
        '<javascript:alert(1)> [relative](/admin) [ref][r] [img ref][d]',
        '[docs](https://docs.example) [mail](mailto:jobs@acme.example)',
        '',
        '[r]: javascript:alert(1)',
        '[d]: DATA:image/svg+xml,<svg/onload=alert(1)>',
      ].join('\n'),
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://docs.example', 'mailto:jobs@acme.example']);
    for (const a of links) {
      expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      expect(a.getAttribute('target')).toBe('_blank');
    }
    // The refused links keep their words.
    for (const words of ['js', 'JS', 'data', 'ent', 'hex', 'tab', 'relative', 'ref', 'img ref']) {
      expect(screen.getByText(words).closest('a')).toBeNull();
    }
  });

  it('shows an image as its alt text and loads nothing', () => {
    const { container } = renderMarkdown('![Team photo](https://tracker.example/pixel.gif)');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('[Team photo]')).toBeTruthy();
  });

  describe('a tree it did not make itself (an older or a hostile api)', () => {
    it('renders a link whose target is unsafe as its words: the target is checked again here', () => {
      const { container } = renderTree([
        { t: 'p', c: [{ t: 'a', href: 'javascript:alert(1)', c: ['click'] }, ' ', { t: 'a', href: ' https://ok.example ', c: ['ok'] }] },
      ]);
      expect(screen.getByText('click').closest('a')).toBeNull();
      expect([...container.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['https://ok.example']);
    });

    it('renders an unknown tag as its children alone, and text as text', () => {
      const { container } = renderTree([
        { t: 'script' as 'p', c: ['alert(1)'] },
        { t: 'p', c: ['<img src=x onerror="window.__pwned = 1">'] },
      ]);
      expect(container.querySelector('script')).toBeNull();
      expect(container.querySelector('img')).toBeNull();
      expect(screen.getByText('alert(1)').tagName).toBe('DIV');
      expect(screen.getByText('<img src=x onerror="window.__pwned = 1">').tagName).toBe('P');
    });
  });
});
