import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@chainwork/shared-config/router';
import { describe, expect, it } from 'vitest';
import { theme } from '@chainwork/shared-config/react';
import { PostMarkdown } from './PostMarkdown';

// What the loader would refuse (raw HTML, script links, outside images): the renderer is the
// last line of defence whatever is stored, so it is tested with it.
const BODY = [
  '## Why it matters',
  '',
  'Read the [offer guide](/blog/post-2), the [docs](https://example.org/docs), and [this](javascript:alert(1)).',
  '',
  '| Part | Value |',
  '|---|---:|',
  '| Base | $100k |',
  '',
  '```solidity',
  'balances[msg.sender] = 0;',
  '```',
  '',
  '<script>alert(1)</script>',
  '',
  '![A chart of salaries](/blog/media/chart.svg)',
  '',
  '![Tracker](https://tracker.example/p.gif)',
  '',
  '## Why it matters',
].join('\n');

describe('PostMarkdown', () => {
  it('renders safely: anchored headings, tables, code, own images only, no raw HTML or script links', () => {
    const { container } = render(
      <ChakraProvider theme={theme}>
        <MemoryRouter>
          <PostMarkdown markdown={BODY} />
        </MemoryRouter>
      </ChakraProvider>,
    );
    const headings = screen.getAllByRole('heading', { level: 2, name: 'Why it matters' });
    expect(headings.map((h) => h.id)).toEqual(['why-it-matters', 'why-it-matters-1']);
    expect(within(headings[0]!).getByRole('link').getAttribute('href')).toBe('#why-it-matters');
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '$100k' })).toBeTruthy();
    expect(container.querySelector('pre code')?.textContent).toContain('balances[msg.sender] = 0;');
    expect(container.querySelector('script')).toBeNull();
    expect(screen.queryByText(/alert\(1\)<\/script>/)).toBeNull();
    expect(screen.getByRole('link', { name: 'offer guide' }).getAttribute('href')).toBe('/blog/post-2');
    expect(screen.getByRole('link', { name: 'docs' }).getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'this' })).toBeNull();
    expect(screen.getByRole('img', { name: 'A chart of salaries' }).getAttribute('src')).toBe('/blog/media/chart.svg');
    expect(screen.queryByRole('img', { name: 'Tracker' })).toBeNull();
    expect(screen.getByText('[Tracker]')).toBeTruthy();
  });
});
