import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@chainwork/shared-config/react';
import { JobDescription } from './JobDescription';

const renderMarkdown = (markdown: string) =>
  render(
    <ChakraProvider theme={theme}>
      <JobDescription markdown={markdown} />
    </ChakraProvider>,
  );

/** Every attribute of every element rendered, for hunting event handlers. */
const attributeNames = (root: Element) => [...root.querySelectorAll('*')].flatMap((el) => el.getAttributeNames());

describe('JobDescription', () => {
  it('renders markdown structure with headings below the page title', () => {
    renderMarkdown('# About us\n\nWe build **rollups**.\n\n- Rust\n- Go');
    expect(screen.getByRole('heading', { level: 2, name: 'About us' })).toBeTruthy();
    expect(screen.getByText('rollups').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Rust', 'Go']);
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
        '[js](javascript:alert(1)) [JS](JAVASCRIPT:alert(1)) [data](data:text/html,<script>alert(1)</script>)',
        '<javascript:alert(1)> [relative](/admin) [ref][r]',
        '[docs](https://docs.example) [mail](mailto:jobs@acme.example)',
        '',
        '[r]: javascript:alert(1)',
      ].join('\n'),
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://docs.example', 'mailto:jobs@acme.example']);
    for (const a of links) {
      expect(a.getAttribute('rel')).toBe('noopener noreferrer nofollow');
      expect(a.getAttribute('target')).toBe('_blank');
    }
    // The refused links keep their words.
    for (const words of ['js', 'JS', 'relative', 'ref']) expect(screen.getByText(words).closest('a')).toBeNull();
  });

  it('shows an image as its alt text and loads nothing', () => {
    const { container } = renderMarkdown('![Team photo](https://tracker.example/pixel.gif)');
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('[Team photo]')).toBeTruthy();
  });
});
