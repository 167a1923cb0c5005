import { describe, expect, it } from 'vitest';
import { parseVariant } from './tasks';
import { UsageError } from '@chainwork/tooling/lib/cli';

describe('bench:tasks', () => {
  it('reads a variant as a label and the pin header value', () => {
    expect(parseVariant('next=shell-app@1a2b3c+remote-jobs@4d5e6f')).toEqual({
      label: 'next',
      pins: 'shell-app@1a2b3c+remote-jobs@4d5e6f',
    });
  });

  it('refuses a variant without pins, with a stray character, or named live', () => {
    for (const bad of ['next', 'next=', 'next=shell-app', 'a b=shell-app@1', 'next=shell-app@1;rm', 'live=shell-app@1']) {
      expect(() => parseVariant(bad), bad).toThrow(UsageError);
    }
  });
});
