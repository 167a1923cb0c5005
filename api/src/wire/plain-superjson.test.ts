import fc from 'fast-check';
import superjson from 'superjson';
import { describe, expect, it } from 'vitest';
import { plainSuperjson } from './plain-superjson';

/** The same bytes on the wire as superjson's own. */
const sameAsSuperjson = (value: unknown) =>
  expect(JSON.stringify(plainSuperjson.serialize(value))).toBe(JSON.stringify(superjson.serialize(value)));

const key = fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('a.b', 'c\\d', 'e\\.f', '0', '__proto__', 'constructor', 'toString'));
const leaf = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.boolean(),
  fc.double(),
  fc.integer(),
  fc.constant(null),
  fc.constant(undefined),
  fc.date({ noInvalidDate: false }),
  fc.bigInt(),
  fc.constantFrom(new Map([[1, 2]]), new Set(['x']), /re/g, new URL('https://chainwork.example/a')),
);
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 4 }),
  object: fc.dictionary(key, tie('node'), { maxKeys: 4 }),
})).node;

describe('plainSuperjson', () => {
  it('writes what superjson writes, for any value (plain or not: the rest is superjson’s)', () => {
    fc.assert(
      fc.property(value, (generated) => {
        let expected: string | Error;
        try {
          expected = JSON.stringify(superjson.serialize(generated));
        } catch (error) {
          expected = error as Error;
        }
        if (expected instanceof Error) expect(() => plainSuperjson.serialize(generated)).toThrow(expected.message);
        else expect(JSON.stringify(plainSuperjson.serialize(generated))).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes a page of job cards as superjson does: Dates and undefined annotated by their paths', () => {
    const card = (id: number) => ({
      id,
      slug: `role-${id}`,
      title: 'Protocol Engineer',
      postedAt: new Date(Date.UTC(2026, 10, id)),
      salary: id % 2 ? { min: 100_000, max: 150_000, currency: 'USD' } : null,
      tags: ['rust', 'solidity'],
      logo: undefined,
    });
    const page = { items: [card(1), card(2), card(3)], nextCursor: 'abc', total: 3, totalIsExact: true };
    sameAsSuperjson(page);
    const written = plainSuperjson.serialize(page);
    expect(written.meta?.values).toEqual({
      'items.0.postedAt': ['Date'],
      'items.0.logo': ['undefined'],
      'items.1.postedAt': ['Date'],
      'items.1.logo': ['undefined'],
      'items.2.postedAt': ['Date'],
      'items.2.logo': ['undefined'],
    });
    expect(superjson.deserialize(written)).toEqual(page);
  });

  it('escapes dots and backslashes in keys, and annotates a root that is a Date or undefined', () => {
    sameAsSuperjson({ 'a.b': { 'c\\d': new Date(0) } });
    sameAsSuperjson(new Date(0));
    sameAsSuperjson(undefined);
    sameAsSuperjson({ plain: ['no', 'annotations', 1, true, null] });
  });

  it('leaves superjson to write what is not plain data: one object met twice, Maps, NaN, -0, a hole or a named key in an array, a Date of its own kind', () => {
    const shared = { name: 'shared' };
    const holey = [1, 2, 3];
    delete holey[1];
    const labelled = Object.assign([1, 2], { at: new Date(0) });
    class Stamp extends Date {
      override toJSON() {
        return 'stamp';
      }
    }
    for (const odd of [
      { a: shared, b: shared },
      { m: new Map([['k', 1]]) },
      { n: Number.NaN },
      { z: -0 },
      holey,
      labelled,
      { s: new Stamp(0) },
    ])
      sameAsSuperjson(odd);
    const twice = plainSuperjson.serialize({ a: shared, b: shared });
    expect(twice.meta?.referentialEqualities).toBeDefined();
  });
});
