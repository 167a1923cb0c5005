import { describe, expect, it } from 'vitest';
import { LOCATION_LABEL_MAX, normaliseLocation } from './location';

const raw = { workplace: null, countryCode: null, extraLocations: [] };

describe('normaliseLocation', () => {
  it('keeps the human words on one line and short', () => {
    const found = normaliseLocation({ ...raw, locationText: `Vienna,\nAustria ${'x '.repeat(200)}` });
    expect(found.standardizedLocation).toBeNull();
    expect(found.location).not.toMatch(/\n/);
    expect(found.location.length).toBeLessThanOrEqual(LOCATION_LABEL_MAX);
    expect(found.location.startsWith('Vienna, Austria')).toBe(true);
  });

  it("trusts the provider's workplace over the words", () => {
    expect(normaliseLocation({ ...raw, locationText: 'Remote', workplace: 'onsite' }).standardizedLocation).toBeNull();
    expect(normaliseLocation({ ...raw, locationText: 'Berlin', workplace: 'remote' }).standardizedLocation).toBe('remote-de');
  });

  it('reads a country code in any case', () => {
    expect(normaliseLocation({ ...raw, locationText: 'Remote', countryCode: 'GB' }).standardizedLocation).toBe('remote-gb');
  });

  it('gives only values of the vocabulary', async () => {
    const { isKnownLocation } = await import('@chainwork/shared-config');
    const { LOCATION_CORPUS } = await import('./corpus');
    for (const row of LOCATION_CORPUS) {
      const found = normaliseLocation({
        ...raw,
        locationText: row.text,
        workplace: row.workplace ?? null,
        countryCode: row.countryCode ?? null,
      });
      if (found.standardizedLocation !== null) expect(isKnownLocation(found.standardizedLocation)).toBe(true);
    }
  });
});
