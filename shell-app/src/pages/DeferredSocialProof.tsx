import { useEffect, useRef, useState } from 'react';
import { observeApproach, whenPageIdle } from '@chainwork/shared-config/browser';
import { RemoteSlot } from '../remote-slot/RemoteSlot';

/**
 * The testimonials section (the content remote's `content/SocialProof`), code and all, once
 * the visitor comes near it and the page is idle: it sits below a page's own content (which, while the job list is still on its
 * way, can put it briefly in reach), so neither its code nor its api call belongs in the
 * first load. Until then (and while its chunk loads) there is nothing to see, as before
 * its data arrives.
 */
export function DeferredSocialProof({ heading }: { heading: string }) {
  const marker = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (!marker.current || near) return;
    let live = true;
    const stop = observeApproach(marker.current, () => void whenPageIdle().then(() => live && setNear(true)));
    return () => {
      live = false;
      stop();
    };
  }, [near]);
  if (!near) return <div ref={marker} />;
  return <RemoteSlot module="content/SocialProof" props={{ heading }} />;
}
