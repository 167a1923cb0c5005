import { describe, expect, it } from 'vitest';
import { LoadShedder } from './load-shedder';

describe('LoadShedder', () => {
  it('admits up to the cap per key and frees a slot on release, once', () => {
    const shedder = new LoadShedder(2);
    const first = shedder.enter('a')!;
    const second = shedder.enter('a')!;
    expect(shedder.enter('a')).toBeNull();
    expect(shedder.enter('b')).not.toBeNull();
    first();
    first();
    expect(shedder.count('a')).toBe(1);
    expect(shedder.enter('a')).not.toBeNull();
    expect(shedder.enter('a')).toBeNull();
    second();
  });

  it('forgets a key with nothing in flight', () => {
    const shedder = new LoadShedder(1);
    shedder.enter('gone')!();
    expect(shedder.count('gone')).toBe(0);
    expect(shedder.enter()).not.toBeNull();
    expect(shedder.count()).toBe(1);
  });
});
