import { useRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TOP_BAR_FADE } from '@chainwork/shared-config';
import { topBarOpacityAt, useTopBarFade } from './use-top-bar-opacity';

describe('top bar fade', () => {
  it('is fully opaque until 5 % of scroll progress', () => {
    expect(topBarOpacityAt(0)).toBe(1);
    expect(topBarOpacityAt(0.05)).toBe(1);
  });

  it('falls linearly to 0.8 between 5 % and 25 %', () => {
    expect(topBarOpacityAt(0.1)).toBeCloseTo(0.95, 10);
    expect(topBarOpacityAt(0.15)).toBeCloseTo(0.9, 10);
    expect(topBarOpacityAt(0.25)).toBeCloseTo(0.8, 10);
  });

  it('stays at 0.8 beyond 25 %, and never leaves [0.8, 1]', () => {
    expect(topBarOpacityAt(0.6)).toBeCloseTo(0.8, 10);
    expect(topBarOpacityAt(1)).toBeCloseTo(0.8, 10);
    for (let p = -0.5; p <= 1.5; p += 0.01) {
      const o = topBarOpacityAt(p);
      expect(o).toBeGreaterThanOrEqual(0.8 - 1e-9);
      expect(o).toBeLessThanOrEqual(1 + 1e-9);
    }
  });

  it('reads its ends from the required constants', () => {
    expect(TOP_BAR_FADE).toEqual({ scrollProgress: [0.05, 0.25], opacity: [1, 0.8] });
  });
});

describe('useTopBarFade', () => {
  const VIEWPORT = 800;
  const PAGE = 4_800; // 4,000 px of scroll
  let y = 0;
  const scrollYRead = vi.fn(() => y);
  beforeEach(() => {
    y = 0;
    scrollYRead.mockClear();
    Object.defineProperty(window, 'innerHeight', { value: VIEWPORT, configurable: true });
    Object.defineProperty(window, 'scrollY', { get: scrollYRead, configurable: true });
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: PAGE, configurable: true });
  });

  function Bar() {
    const bar = useRef<HTMLDivElement>(null);
    useTopBarFade(bar);
    return <div ref={bar} data-testid="bar" />;
  }
  const scrollTo = async (progress: number) =>
    act(async () => {
      y = progress * (PAGE - VIEWPORT);
      window.dispatchEvent(new Event('scroll'));
      await new Promise((done) => requestAnimationFrame(() => done(undefined)));
    });

  it('measures nothing at mount: the first page is still being laid out', () => {
    render(<Bar />);
    expect(scrollYRead).not.toHaveBeenCalled();
    expect(screen.getByTestId('bar').style.opacity).toBe('');
  });

  it('follows the scroll progress both ways, once per frame', async () => {
    render(<Bar />);
    const bar = screen.getByTestId('bar');
    await scrollTo(0.15);
    expect(Number(bar.style.opacity)).toBeCloseTo(0.9, 10);
    await scrollTo(0.6);
    expect(Number(bar.style.opacity)).toBeCloseTo(0.8, 10);
    await scrollTo(0.02);
    expect(bar.style.opacity).toBe('1');
  });

  it('stops listening when the bar goes away', async () => {
    const { unmount } = render(<Bar />);
    unmount();
    await scrollTo(0.5);
    expect(scrollYRead).not.toHaveBeenCalled();
  });
});
