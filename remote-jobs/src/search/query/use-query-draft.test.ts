import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '@chainwork/shared-config';
import { useQueryDraft } from './use-query-draft';

describe('useQueryDraft', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const setup = (initial?: string) => {
    const commit = vi.fn();
    const hook = renderHook(({ url }) => useQueryDraft(url, commit), { initialProps: { url: initial } });
    return { commit, hook };
  };

  it('commits SEARCH_DEBOUNCE_MS after the last keystroke, not before', () => {
    const { commit, hook } = setup();
    act(() => hook.result.current.change('ru'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    act(() => hook.result.current.change('rust'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit.mock.calls).toEqual([['rust', 'push']]);
  });

  it('pushes the first commit of a burst of typing and replaces the rest; Enter ends the burst', () => {
    const { commit, hook } = setup();
    act(() => hook.result.current.change('ru'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    hook.rerender({ url: 'ru' });
    act(() => hook.result.current.change('rust'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    hook.rerender({ url: 'rust' });
    act(() => hook.result.current.change('rust engineer'));
    act(() => hook.result.current.submit());
    hook.rerender({ url: 'rust engineer' });
    act(() => hook.result.current.change('go'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(commit.mock.calls).toEqual([
      ['ru', 'push'],
      ['rust', 'replace'],
      ['rust engineer', 'replace'],
      ['go', 'push'],
    ]);
  });

  it('commits trimmed text once, and nothing when only spaces changed', () => {
    const { commit, hook } = setup('rust');
    act(() => hook.result.current.change('rust  '));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(commit).not.toHaveBeenCalled();
    act(() => hook.result.current.change('   '));
    act(() => hook.result.current.submit());
    expect(commit.mock.calls).toEqual([[undefined, 'push']]);
  });

  it('follows the URL when it changes elsewhere (Back), dropping pending typing', () => {
    const { commit, hook } = setup('rust');
    act(() => hook.result.current.change('rusty'));
    hook.rerender({ url: 'solidity' });
    expect(hook.result.current.draft).toBe('solidity');
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect(commit).not.toHaveBeenCalled();
  });

  it('clears at once', () => {
    const { commit, hook } = setup('rust');
    act(() => hook.result.current.submit(''));
    expect(hook.result.current.draft).toBe('');
    expect(commit.mock.calls).toEqual([[undefined, 'push']]);
  });
});
