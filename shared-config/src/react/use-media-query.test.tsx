// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useIsWideScreen } from './use-media-query';

const setViewportWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({
    width,
    height: 800,
  });

/** Every value the page has shown, in order. */
let shown: string[] = [];
function Probe() {
  const value = useIsWideScreen() ? 'wide' : 'narrow';
  shown.push(value);
  return <p>{value}</p>;
}

describe('useIsWideScreen', () => {
  afterEach(() => {
    cleanup();
    shown = [];
  });

  it('is right from the first render (no narrow guess shown, then corrected by an effect)', () => {
    setViewportWidth(1280);
    render(<Probe />);
    expect(screen.getByText('wide')).toBeTruthy();
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.filter((value) => value !== 'wide')).toEqual([]);
  });

  it('is narrow below the theme lg breakpoint (62em) and follows the viewport across it', async () => {
    setViewportWidth(375);
    render(<Probe />);
    expect(screen.getByText('narrow')).toBeTruthy();
    await act(async () => setViewportWidth(1000));
    expect(await screen.findByText('wide')).toBeTruthy();
    await act(async () => setViewportWidth(900));
    expect(await screen.findByText('narrow')).toBeTruthy();
  });
});
