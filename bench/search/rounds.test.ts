import { describe, expect, it } from 'vitest';
import { roundOrder, schedule, type ScheduledRow } from './rounds';

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

  it('times the compared rows together first, then the naive scans and the heavy rows in rounds of their own', () => {
    const rows: ScheduledRow[] = [
      { requests: 400, naiveScans: 0, heavy: false }, // the key lookup
      { requests: 400, naiveScans: 8, heavy: false }, // a text class
      { requests: 400, naiveScans: 8, heavy: false },
      { requests: 400, naiveScans: 0, heavy: false }, // a filtered class
      { requests: 10, naiveScans: 0, heavy: true }, // the facet matrix loaded whole
    ];
    const steps = schedule(rows, { warmupRounds: 100 });
    // Untimed rounds of the compared rows come first: 100 of each, and nothing else.
    const warmup = steps.filter((step) => step.warmup);
    expect(steps.slice(0, warmup.length)).toEqual(warmup);
    for (const row of [0, 1, 2, 3]) expect(warmup.filter((s) => s.row === row && !s.naive).length).toBe(100);
    expect(warmup.length).toBe(400);
    const heavyFrom = steps.findIndex((step) => step.heavyPhase);
    const compared = steps.slice(warmup.length, heavyFrom);
    const heavy = steps.slice(heavyFrom);
    // No naive scan and no heavy row among (or between) the compared rows' requests.
    expect(compared.every((step) => !step.naive && !rows[step.row]!.heavy)).toBe(true);
    expect(heavy.every((step) => step.heavyPhase && (step.naive || rows[step.row]!.heavy))).toBe(true);
    const count = (list: typeof steps, row: number, naive: boolean) => list.filter((s) => s.row === row && s.naive === naive).length;
    for (const row of [0, 1, 2, 3]) expect(count(compared, row, false)).toBe(400);
    expect([count(heavy, 1, true), count(heavy, 2, true), count(heavy, 4, false), count(heavy, 0, true)]).toEqual([8, 8, 10, 0]);
    // Each row's requests are numbered by round, so its inputs cycle as before.
    expect(compared.filter((s) => s.row === 3).map((s) => s.round)).toEqual(Array.from({ length: 400 }, (_, i) => i));
    // Every compared round holds each compared row once, shuffled.
    const rounds = new Map<number, number[]>();
    for (const step of compared) rounds.set(step.round, [...(rounds.get(step.round) ?? []), step.row]);
    expect(rounds.size).toBe(400);
    for (const order of rounds.values()) expect([...order].sort()).toEqual([0, 1, 2, 3]);
    expect(new Set([...rounds.values()].map((order) => order.join())).size).toBeGreaterThan(20);
  });
});
