import { describe, expect, it } from 'vitest';
import { cleanTitle } from './title';

describe('cleanTitle', () => {
  it.each([
    ['  Senior   Rust Engineer ', 'Senior Rust Engineer'],
    ['Senior Rust Engineer - Remote', 'Senior Rust Engineer'],
    ['Backend Engineer (Remote, US)', 'Backend Engineer'],
    ['Protocol Engineer | Hybrid', 'Protocol Engineer'],
    ['Smart Contract Engineer (m/f/d)', 'Smart Contract Engineer'],
    ['Entwickler (m/w/d) - Remote', 'Entwickler'],
    ['Data Engineer (R-10423)', 'Data Engineer'],
    ['Product Manager [JR0042]', 'Product Manager'],
    ['Security Researcher - REQ-889', 'Security Researcher'],
    ['Designer #1234', 'Designer'],
    ['Solidity Engineer\n(all genders)', 'Solidity Engineer'],
    ['Remote Sensing Engineer', 'Remote Sensing Engineer'],
    ['Head of Remote Operations', 'Head of Remote Operations'],
    ['Engineer, Layer-2', 'Engineer, Layer-2'],
    ['C++ Engineer', 'C++ Engineer'],
  ])('%j -> %j', (title, clean) => {
    expect(cleanTitle(title)).toBe(clean);
  });

  it('keeps the words when everything would go', () => {
    expect(cleanTitle('Remote')).toBe('Remote');
  });

  it('cuts a very long title at a word', () => {
    expect(cleanTitle('Engineer '.repeat(40)).length).toBeLessThanOrEqual(120);
  });
});
