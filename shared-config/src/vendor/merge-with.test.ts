import fc from 'fast-check';
import lodashMergeWith from 'lodash.mergewith';
import { describe, expect, it } from 'vitest';
import mergeWith from './merge-with';

// Values like the ones Chakra merges: theme and style objects, responsive arrays, functions.
const leaf = fc.oneof(
  fc.string({ maxLength: 3 }),
  fc.integer({ min: -3, max: 3 }),
  fc.boolean(),
  fc.constant(undefined),
  fc.constant(null),
);
const keys = fc.constantFrom('a', 'b', 'c', 'base', 'sm', '_hover');
const { value } = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, leaf, tie('object'), tie('array')),
  object: fc.dictionary(keys, tie('value'), { maxKeys: 4 }),
  array: fc.array(tie('value'), { maxLength: 3 }),
}));
const objectArb = fc.dictionary(keys, value, { maxKeys: 4 });

// A deep copy that keeps `undefined` values and array holes as they are.
const clone = <T>(x: T): T => structuredClone(x);

describe('mergeWith (in place of lodash.mergewith)', () => {
  it('merges like lodash: same result, same mutation of the target, sources untouched', () => {
    fc.assert(
      fc.property(objectArb, objectArb, objectArb, (target, first, second) => {
        const expectedTarget = clone(target);
        const expected = lodashMergeWith(expectedTarget, clone(first), clone(second));
        const ours = clone(target);
        const [a, b] = [clone(first), clone(second)];
        const result = mergeWith(ours, a, b);
        expect(result).toBe(ours);
        expect(result).toEqual(expected);
        expect(a).toEqual(first);
        expect(b).toEqual(second);
      }),
      { numRuns: 500 },
    );
  });

  it("takes a customizer's answer, and merges as usual when it answers undefined", () => {
    const customizer = (objValue: unknown, srcValue: unknown) => (!objValue ? srcValue : undefined);
    fc.assert(
      fc.property(objectArb, objectArb, (target, source) => {
        expect(mergeWith(clone(target), clone(source), customizer)).toEqual(lodashMergeWith(clone(target), clone(source), customizer));
      }),
      { numRuns: 500 },
    );
  });

  it('assigns functions and class instances as they are, and ignores __proto__', () => {
    const fn = () => 'x';
    const date = new Date(0);
    const merged = mergeWith({ a: { b: 1 } }, { a: fn, d: date }, JSON.parse('{"__proto__": {"polluted": true}}')) as Record<
      string,
      unknown
    >;
    expect(merged.a).toBe(fn);
    expect(merged.d).toBe(date);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
