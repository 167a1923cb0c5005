import { describe, expect, it } from 'vitest';
import { logPrefix } from './log-prefix';

describe('logPrefix', () => {
  it("names the gateway's request id, and only a well-formed one", () => {
    expect(logPrefix(new Headers({ 'x-request-id': '0b6f1d2e-1c1a-4c55-9d7e-3c2d1e0f9a8b' }))).toBe(
      '[api] [request 0b6f1d2e-1c1a-4c55-9d7e-3c2d1e0f9a8b]',
    );
    expect(logPrefix(new Headers({ 'x-request-id': 'forged] [admin' }))).toBe('[api]');
    expect(logPrefix(new Headers())).toBe('[api]');
  });
});
