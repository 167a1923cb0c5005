import { useEffect, type RefObject } from 'react';
import { TOP_BAR_FADE } from '@chainwork/shared-config';

const [FADE_FROM, FADE_TO] = TOP_BAR_FADE.scrollProgress;
const [OPAQUE, FADED] = TOP_BAR_FADE.opacity;

/**
 * The top bar's opacity for a page scroll progress (0..1): 1 until 5 %, then linearly
 * down to 0.8 at 25 %, and 0.8 beyond (docs/product-requirements.md#top-bar). The same mapping runs backwards when
 * the visitor scrolls up, since it depends on the position only.
 */
export function topBarOpacityAt(progress: number): number {
  const along = Math.min(1, Math.max(0, (progress - FADE_FROM) / (FADE_TO - FADE_FROM)));
  return OPAQUE + (FADED - OPAQUE) * along;
}

/** How far down the page is scrolled, 0 at the top and 1 at the bottom (0 when it cannot scroll). */
function pageScrollProgress(): number {
  const scrollable = document.documentElement.scrollHeight - window.innerHeight;
  return scrollable > 0 ? Math.min(1, window.scrollY / scrollable) : 0;
}

/**
 * Fades the element with the page's scroll progress. The position is read only after a
 * scroll or resize, once per frame, and the opacity written to the element's style: nothing
 * is measured at mount (reading layout while the first page is still being built forces the
 * browser to lay it out early, then again) and no React render runs per frame.
 */
export function useTopBarFade(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let frame = 0;
    const paint = () => {
      frame = 0;
      if (bar.current) bar.current.style.opacity = String(topBarOpacityAt(pageScrollProgress()));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(paint);
    };
    const passive = { passive: true } as const;
    window.addEventListener('scroll', schedule, passive);
    window.addEventListener('resize', schedule, passive);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [bar]);
}
