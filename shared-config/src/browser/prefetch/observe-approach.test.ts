import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPROACH_ROOT_MARGIN, observeApproach, resetApproachWatcher } from './observe-approach';
import { prefetchRoute, setRoutePrefetcher } from './route-prefetch';
import { FakeIntersectionObserver } from '../../testing/browser';

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => {
  resetApproachWatcher();
  setRoutePrefetcher(undefined);
  vi.unstubAllGlobals();
});

describe('observeApproach', () => {
  it('watches with the required margin of 200px and calls back once, when the element comes near', () => {
    const el = {} as Element;
    const onApproach = vi.fn();
    observeApproach(el, onApproach);
    expect(APPROACH_ROOT_MARGIN).toBe('200px');
    expect(FakeIntersectionObserver.last!.options.rootMargin).toBe('200px');
    FakeIntersectionObserver.last!.near(el, false);
    expect(onApproach).not.toHaveBeenCalled();
    FakeIntersectionObserver.last!.near(el);
    FakeIntersectionObserver.last!.near(el);
    expect(onApproach).toHaveBeenCalledTimes(1);
    expect(FakeIntersectionObserver.last!.observed.has(el)).toBe(false);
  });

  it('shares one observer between links and stops watching on cleanup', () => {
    const a = {} as Element;
    const b = {} as Element;
    const stopA = observeApproach(a, vi.fn());
    const observer = FakeIntersectionObserver.last;
    observeApproach(b, vi.fn());
    expect(FakeIntersectionObserver.last).toBe(observer);
    stopA();
    expect(observer!.observed.has(a)).toBe(false);
    expect(observer!.observed.has(b)).toBe(true);
  });

  it('does nothing where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    expect(() => observeApproach({} as Element, vi.fn())()).not.toThrow();
  });
});

describe('prefetchRoute', () => {
  it("calls the page's prefetcher, and is a no-op without one", () => {
    expect(() => prefetchRoute('/about')).not.toThrow();
    const prefetcher = vi.fn();
    setRoutePrefetcher(prefetcher);
    prefetchRoute('/about');
    expect(prefetcher).toHaveBeenCalledWith('/about');
  });

  it('never throws into a link', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setRoutePrefetcher(() => {
      throw new Error('chunk 404');
    });
    expect(() => prefetchRoute('/about')).not.toThrow();
    warn.mockRestore();
  });
});
