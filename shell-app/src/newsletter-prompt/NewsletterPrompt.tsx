import { useEffect, useState } from 'react';
import { RemoteSlot } from '../remote-slot/RemoteSlot';
import { useNewsletterPrompt } from './use-newsletter-prompt';

/**
 * The newsletter modal, when the rules allow it. The remote's code is fetched only the
 * first time the modal opens; it then stays mounted so its closing animation can play.
 */
export function NewsletterPrompt() {
  const { isOpen, onDone } = useNewsletterPrompt();
  const [hasOpened, setHasOpened] = useState(false);
  useEffect(() => {
    if (isOpen) setHasOpened(true);
  }, [isOpen]);
  if (!hasOpened && !isOpen) return null;
  return <RemoteSlot module="newsletter/NewsletterModal" props={{ isOpen, onDone }} />;
}
