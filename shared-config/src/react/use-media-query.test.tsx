// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useIsWideScreen } from './use-media-query';

const setViewportWidth = (width: number) =>
  (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({
    width,
    height: 800,
  });

let renders = 0;
function Probe() {
  renders += 1;
  return <p>{useIsWideScreen() ? 'wide' : 'narrow'}</p>;
}

describe('useIsWideScreen', () => {
  afterEach(() => {
    cleanup();
    renders = 0;
  });

  it('is right on the first render, which is the only one (no guess corrected by an effect)', () => {
    setViewportWidth(1280);
    render(<Probe />);
    expect(screen.getByText('wide')).toBeTruthy();
    expect(renders).toBe(1);
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
