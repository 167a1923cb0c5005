import { describe, expect, it } from 'vitest';
import { sameProps } from './same-props';

describe('sameProps', () => {
  const onToggle = () => undefined;

  it('treats arrays parsed again from the same URL as the same', () => {
    expect(sameProps({ selected: ['rust', 'go'], onToggle }, { selected: ['rust', 'go'], onToggle })).toBe(true);
    expect(sameProps({ selected: ['rust'], onToggle }, { selected: ['rust', 'go'], onToggle })).toBe(false);
    expect(sameProps<{ selected?: string[] }>({ selected: undefined }, { selected: [] })).toBe(false);
  });

  it('treats options mapped again with the same fields as the same, and a changed count as a change', () => {
    const option = (count?: number) => ({ value: 'senior', label: 'Senior', count });
    expect(sameProps({ option: option(3), checked: true }, { option: option(3), checked: true })).toBe(true);
    expect(sameProps({ options: [option(3)] }, { options: [option(3)] })).toBe(true);
    expect(sameProps({ option: option(3), checked: true }, { option: option(4), checked: true })).toBe(false);
    expect(sameProps({ option: option(3), checked: true }, { option: option(3), checked: false })).toBe(false);
  });

  it('compares one level down only: a new answer with nested lists is a change', () => {
    expect(sameProps({ facets: { tags: [{ value: 'rust' }] } }, { facets: { tags: [{ value: 'rust' }] } })).toBe(false);
  });

  it('sees a callback, a missing or an added prop as a change', () => {
    expect(sameProps({ onToggle }, { onToggle: () => undefined })).toBe(false);
    expect(sameProps<{ a?: number; b?: number }>({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameProps<{ a?: number; b?: number }>({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});
