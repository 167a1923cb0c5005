import { useEffect, useState } from 'react';
import { whenPageIdle } from '@chainwork/shared-config/browser';

export { whenPageIdle };

/** `load`, but each call waits for `idle` (awaited once per page). */
export function deferUntilIdle<A>(
  load: (arg: A) => Promise<unknown>,
  idle: () => Promise<void> = whenPageIdle,
): (arg: A) => Promise<unknown> {
  let ready: Promise<void> | null = null;
  return (arg) => {
    ready ??= idle();
    return ready.then(() => load(arg));
  };
}

/** False until the page is idle (whenPageIdle), then true: for sections that can wait for the first page. */
export function usePageIdle(idle: () => Promise<void> = whenPageIdle): boolean {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    let live = true;
    void idle().then(() => {
      if (live) setIdle(true);
    });
    return () => {
      live = false;
    };
  }, [idle]);
  return isIdle;
}
