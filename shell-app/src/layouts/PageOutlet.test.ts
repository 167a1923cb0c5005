import { describe, expect, it } from 'vitest';
import { isInitialNotFound } from './PageOutlet';

describe('isInitialNotFound', () => {
  it('is true only for the first document the gateway answered with 404', () => {
    expect(isInitialNotFound(404, 'default')).toBe(true);
    expect(isInitialNotFound(404, 'k2x9a1')).toBe(false);
    expect(isInitialNotFound(200, 'default')).toBe(false);
  });
});
