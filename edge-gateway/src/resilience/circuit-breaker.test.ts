import { describe, expect, it } from 'vitest';
import { CircuitBreaker } from './circuit-breaker';

function breaker() {
  const clock = { now: 0 };
  return { clock, b: new CircuitBreaker({ failureThreshold: 3, openMs: 1000, now: () => clock.now }) };
}

describe('CircuitBreaker', () => {
  it('stays closed below the threshold and forgets failures after a success', () => {
    const { b } = breaker();
    b.failure();
    b.failure();
    b.success();
    b.failure();
    b.failure();
    expect(b.state).toBe('closed');
    expect(b.admit()).toEqual({ allowed: true });
  });

  it('opens after the threshold of failures in a row and refuses with the time left', () => {
    const { b, clock } = breaker();
    b.failure();
    b.failure();
    b.failure();
    expect(b.state).toBe('open');
    clock.now = 400;
    expect(b.admit()).toEqual({ allowed: false, retryAfterMs: 600 });
  });

  it('lets one probe through after the open period; a success closes it', () => {
    const { b, clock } = breaker();
    b.failure();
    b.failure();
    b.failure();
    clock.now = 1000;
    expect(b.state).toBe('half-open');
    expect(b.admit()).toEqual({ allowed: true });
    expect(b.admit().allowed).toBe(false);
    b.success();
    expect(b.state).toBe('closed');
    expect(b.admit()).toEqual({ allowed: true });
  });

  it('reopens when the probe fails', () => {
    const { b, clock } = breaker();
    b.failure();
    b.failure();
    b.failure();
    clock.now = 1000;
    b.admit();
    b.failure();
    expect(b.state).toBe('open');
    clock.now = 1500;
    expect(b.admit()).toEqual({ allowed: false, retryAfterMs: 500 });
  });

  it('does not wait forever on a probe that never reported', () => {
    const { b, clock } = breaker();
    b.failure();
    b.failure();
    b.failure();
    clock.now = 1000;
    expect(b.admit().allowed).toBe(true);
    clock.now = 1999;
    expect(b.admit().allowed).toBe(false);
    clock.now = 2000;
    expect(b.admit().allowed).toBe(true);
  });
});
