import { describe, expect, it } from 'vitest';
import { roundOrder } from './rounds';

describe('bench:search rounds', () => {
  it('times every class once a round, in an order that changes from round to round', () => {
    const rounds = Array.from({ length: 150 }, (_, round) => roundOrder(27, round));
    for (const order of rounds) expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: 27 }, (_, i) => i));
    expect(new Set(rounds.map((order) => order.join())).size).toBe(150);
    expect(roundOrder(27, 5)).toEqual(rounds[5]);
  });

  it('puts each class after many different classes, and at every end of the round alike', () => {
    const rounds = Array.from({ length: 150 }, (_, round) => roundOrder(27, round));
    for (let c = 0; c < 27; c += 1) {
      const before = new Set(rounds.map((order) => order[order.indexOf(c) - 1]).filter((p) => p !== undefined));
      expect(before.size, `class ${c}`).toBeGreaterThan(13);
      const firstHalf = rounds.filter((order) => order.indexOf(c) < 13.5).length;
      expect(firstHalf, `class ${c}`).toBeGreaterThan(45);
      expect(firstHalf, `class ${c}`).toBeLessThan(105);
    }
  });
});
