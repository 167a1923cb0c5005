import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight';
import { Highlight } from './Highlight';

const marked = (text: string, terms: string[]) =>
  highlightSegments(text, terms)
    .filter((s) => s.match)
    .map((s) => s.text);

describe('highlightSegments', () => {
  it('marks whole words for every term, case-insensitively', () => {
    expect(marked('Senior Rust Engineer (rust, Solidity)', ['rust', 'solidity'])).toEqual(['Rust', 'rust', 'Solidity']);
  });

  it('marks only the typed start of a word for the last term (prefix matching)', () => {
    expect(highlightSegments('Engineering Manager', ['eng'])).toEqual([
      { text: 'Eng', match: true },
      { text: 'ineering Manager', match: false },
    ]);
    // Earlier terms are whole words: "eng" as a first term does not mark "Engineer".
    expect(marked('Engineer at Acme', ['eng', 'acme'])).toEqual(['Acme']);
  });

  it('does not prefix-match a one-letter last term, as the api does not', () => {
    expect(marked('A senior role at Aave', ['a'])).toEqual(['A']);
  });

  it('matches within words split at punctuation, not inside words', () => {
    expect(marked('zero-knowledge proofs, ZK-rollups', ['knowledge', 'zk'])).toEqual(['knowledge', 'ZK']);
    expect(marked('Rustacean', ['rust', 'go'])).toEqual([]);
  });

  it('ignores accents both ways and keeps the original characters', () => {
    expect(marked('Café Protocol in São Paulo', ['cafe', 'sao'])).toEqual(['Café', 'São']);
    expect(marked('Cafe', ['café'])).toEqual(['Cafe']);
    expect(highlightSegments('Développeur', ['deve'])).toEqual([
      { text: 'Déve', match: true },
      { text: 'loppeur', match: false },
    ]);
  });

  it('returns the text whole without terms', () => {
    expect(highlightSegments('Anything', [])).toEqual([{ text: 'Anything', match: false }]);
    expect(highlightSegments('', ['x'])).toEqual([]);
  });
});

describe('Highlight', () => {
  it('renders marks as elements and markup in the text as inert text', () => {
    const { container } = render(<Highlight text={'<img src=x onerror="alert(1)"> Rust & <b>Go</b>'} terms={['rust', 'go']} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Rust', 'Go']);
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> Rust & <b>Go</b>');
  });
});
