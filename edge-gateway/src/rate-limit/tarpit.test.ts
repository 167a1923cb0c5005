import { describe, expect, it } from 'vitest';
import { Tarpit, TARPIT_MAX_MS } from './tarpit';

describe('Tarpit', () => {
  it('holds an answer for 80-100% of the seconds asked, at most maxMs', async () => {
    const held: number[] = [];
    const pause = async (ms: number) => {
      held.push(ms);
    };
    expect(await new Tarpit({ pause, random: () => 0 }).hold('a', 2)).toBe('a');
    await new Tarpit({ pause, random: () => 1 }).hold('b', 2);
    await new Tarpit({ pause, random: () => 1 }).hold('c', 3600);
    expect(held).toEqual([1600, 2000, TARPIT_MAX_MS]);
  });

  it('answers at once when too many answers are already held', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tarpit = new Tarpit({ maxHeld: 1, pause: () => gate });
    const first = tarpit.hold('first', 1);
    expect(await tarpit.hold('second', 1)).toBe('second');
    release();
    expect(await first).toBe('first');
  });
});
