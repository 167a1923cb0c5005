import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '@chainwork/shared-config/react';
import { hasTransition, rulesOf } from '@chainwork/testing/element-rules';
import { DirectoryCard, type DirectoryEntry } from './DirectoryCard';

const ENTRY: DirectoryEntry = {
  slug: 'north-star-ventures',
  name: 'North Star Ventures',
  type: 'venture-fund',
  description: 'Backs protocol teams from their first line of code.',
  website: 'https://north-star.example',
  location: 'Berlin',
  stages: ['seed'],
  focus: ['defi'],
  ecosystems: ['ethereum'],
  terms: null,
  attribution: null,
};

describe('DirectoryCard', () => {
  it('changes on hover without a CSS transition: each would send its events through React’s root listener', () => {
    render(
      <ChakraProvider theme={theme}>
        <DirectoryCard entry={ENTRY} />
      </ChakraProvider>,
    );
    const card = screen.getByRole('article', { name: 'North Star Ventures' });
    expect(rulesOf(card).some((text) => text.includes(':hover'))).toBe(true);
    expect(hasTransition(card)).toBe(false);
  });
});
