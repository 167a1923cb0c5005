import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchBrowsing } from './engagement';

describe('watchBrowsing', () => {
  const VIEWPORT = 800;
  let y = 0;
  const scrollYRead = vi.fn(() => y);
  let stop = () => {};
  beforeEach(() => {
    y = 0;
    scrollYRead.mockClear();
    Object.defineProperty(window, 'innerHeight', { value: VIEWPORT, configurable: true });
    Object.defineProperty(window, 'scrollY', { get: scrollYRead, configurable: true });
  });
  afterEach(() => stop());

  it('reads no scroll position until the page scrolls or the visitor acts', () => {
    stop = watchBrowsing(3, { onBrowsed: vi.fn(), onSearched: vi.fn() });
    expect(scrollYRead).not.toHaveBeenCalled();
  });

  it('counts the first wheel scroll from where the page was when the wheel turned', () => {
    const onBrowsed = vi.fn();
    y = 400; // restored by the browser before the script ran
    stop = watchBrowsing(1, { onBrowsed, onSearched: vi.fn() });
    window.dispatchEvent(new WheelEvent('wheel', { deltaY: VIEWPORT }));
    y += VIEWPORT;
    window.dispatchEvent(new Event('scroll'));
    expect(onBrowsed).toHaveBeenCalledTimes(1);
  });

  it('counts nothing for a scroll the page makes by itself', () => {
    const onBrowsed = vi.fn();
    stop = watchBrowsing(1, { onBrowsed, onSearched: vi.fn() });
    y = VIEWPORT * 2;
    window.dispatchEvent(new Event('scroll'));
    expect(onBrowsed).not.toHaveBeenCalled();
  });
});
