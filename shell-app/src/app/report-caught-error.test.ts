import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportCaughtError } from './report-caught-error';

afterEach(() => vi.restoreAllMocks());

describe('reportCaughtError', () => {
  it('turns a handled section failure into one warning line', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    reportCaughtError(new Error('jobs/JobSearch could not be loaded'));
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      '[chainwork] a page section failed and shows its fallback: jobs/JobSearch could not be loaded',
    );
    expect(error).not.toHaveBeenCalled();
  });
});
