import { Suspense, useEffect, useMemo } from 'react';
import { useLocation } from '@chainwork/shared-config/router';
import type { ExposedProps } from '@chainwork/shared-config/federation';
import type { SlotModule } from './labels';
import { markSlotShown, remoteComponent } from './load-remote-component';
import { SlotErrorBoundary } from './SlotErrorBoundary';
import { SlotFallback } from './SlotFallback';
import { SlotSkeleton } from './SlotSkeleton';

/** `props` may be left out only for modules whose props are all optional. */
export type RemoteSlotProps<M extends SlotModule> = { module: M } & (Record<never, never> extends ExposedProps[M]
  ? { props?: ExposedProps[M] }
  : { props: ExposedProps[M] });

/**
 * The one place a remote module enters the page: loaded at runtime through Module
 * Federation, with a skeleton while it loads and a fallback if it cannot load or throws
 * while rendering. Whatever a remote does, the rest of the page keeps working.
 *
 *   <RemoteSlot module="jobs/JobPage" props={{ slug }} />
 */
export function RemoteSlot<M extends SlotModule>({ module, props }: RemoteSlotProps<M>) {
  const { pathname } = useLocation();
  const Component = remoteComponent(module);
  // One element while the props are the same: a move (every move renders this, for the key)
  // must not render the remote (the top bar and footer were a Back's longest task).
  const shown = useMemo(() => <Component {...(props ?? {})} />, [Component, props]);
  return (
    <SlotErrorBoundary resetKey={`${module}:${pathname}`} fallback={<SlotFallback module={module} />}>
      <Suspense fallback={<SlotSkeleton module={module} />}>
        {shown}
        <Shown module={module} />
      </Suspense>
    </SlotErrorBoundary>
  );
}

/** Mounts with the module's content (the same Suspense boundary reveals both): tells the first view's idle wait. */
function Shown({ module }: { module: SlotModule }) {
  useEffect(() => markSlotShown(module), [module]);
  return null;
}
