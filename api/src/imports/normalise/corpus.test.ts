import { describe, expect, it } from 'vitest';
import { LOCATION_CORPUS, SALARY_CORPUS } from './corpus';
import { normaliseLocation } from './location';
import { payFromText } from './salary';

describe('salary corpus', () => {
  it('holds at least 60 rows', () => {
    expect(SALARY_CORPUS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(SALARY_CORPUS.map((row) => [row.text, row] as const))('%j', (_text, row) => {
    const pay = payFromText(row.text, { countryCode: row.countryCode ?? null, requirePayWords: row.where === 'description' });
    if (row.expected === null) {
      expect(pay).toBeNull();
    } else {
      expect(pay).toMatchObject(row.expected);
    }
  });
});

describe('location corpus', () => {
  it('holds at least 40 rows', () => {
    expect(LOCATION_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(LOCATION_CORPUS.map((row) => [row.text, row] as const))('%j', (_text, row) => {
    const found = normaliseLocation({
      locationText: row.text,
      extraLocations: row.extra ?? [],
      workplace: row.workplace ?? null,
      countryCode: row.countryCode ?? null,
    });
    expect(found).toEqual({ standardizedLocation: row.standardized, location: row.label });
  });
});
