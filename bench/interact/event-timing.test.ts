import { describe, expect, it } from 'vitest';
import { DURATION_THRESHOLD_MS, groupInteractions, interactionSamples, type EventEntry } from './event-timing';

const entry = (name: string, interactionId: number, startTime: number, duration: number, entryType = 'event'): EventEntry => ({
  name,
  entryType,
  interactionId,
  startTime,
  duration,
});

describe('groupInteractions', () => {
  it('takes the longest event of each interaction, as Chrome computes INP', () => {
    const interactions = groupInteractions([
      entry('pointerdown', 7, 100, 24),
      entry('pointerup', 7, 140, 88),
      entry('click', 7, 141, 80),
      entry('keydown', 9, 500, 32),
      entry('keyup', 9, 560, 16),
    ]);
    expect(interactions).toEqual([
      { interactionId: 7, startTime: 100, duration: 88, events: 'pointerdown+pointerup+click' },
      { interactionId: 9, startTime: 500, duration: 32, events: 'keydown+keyup' },
    ]);
  });

  it('leaves out events that are no interaction (hover, scroll) and counts a first-input twin once', () => {
    const interactions = groupInteractions([
      entry('pointerover', 0, 10, 40),
      entry('mouseover', 0, 10, 40),
      entry('pointerdown', 3, 50, 48, 'first-input'),
      entry('pointerdown', 3, 50, 48),
      entry('click', 3, 60, 56),
    ]);
    expect(interactions).toEqual([{ interactionId: 3, startTime: 50, duration: 56, events: 'pointerdown+click' }]);
  });

  it('orders interactions by when they started, whatever order the observer delivered them in', () => {
    const ids = groupInteractions([entry('keydown', 12, 900, 20), entry('keydown', 11, 300, 20)]).map((i) => i.interactionId);
    expect(ids).toEqual([11, 12]);
  });
});

describe('interactionSamples', () => {
  it('counts a driven interaction that was too fast to be reported as the threshold', () => {
    const samples = interactionSamples([entry('keydown', 1, 0, 40), entry('keyup', 1, 30, 24)], 3);
    expect(samples).toEqual([40, DURATION_THRESHOLD_MS, DURATION_THRESHOLD_MS]);
  });

  it('keeps every reported interaction, even beyond the ones expected', () => {
    expect(interactionSamples([entry('click', 1, 0, 40), entry('click', 2, 90, 64)], 1)).toEqual([40, 64]);
  });
});
