import { useCallback, useEffect, useState } from 'react';
import { useLocation } from '@chainwork/shared-config/router';
import { matchRoute, publicSettings } from '@chainwork/shared-config';
import { readPromptMemory, recordJobView, recordNewsletterDismissed, recordNewsletterSubscribed } from '@chainwork/shared-config/browser';
import { isInitialNotFound } from '../layouts/PageOutlet';
import { shellConfig } from '../runtime/runtime-config';
import { watchBrowsing, whenNotTyping } from './engagement';
import { isSearchUrl, promptTrigger } from './rules';

/** Once per page load, whichever layout instance is mounted. */
let promptedThisPageLoad = false;

/** Once the visitor has searched or filtered, the home page no longer asks (this page load). */
let searchedThisPageLoad = false;

/** Tests only. */
export function resetPromptedThisPageLoad(): void {
  promptedThisPageLoad = false;
  searchedThisPageLoad = false;
}

/**
 * Decides when the newsletter modal opens (rules.ts) and records what the visitor did
 * with it. The newsletter remote owns the form; the shell owns the timing.
 */
export function useNewsletterPrompt(): { isOpen: boolean; onDone: (result: { submitted: boolean }) => void } {
  const location = useLocation();
  const [isOpen, setOpen] = useState(false);

  useEffect(() => {
    if (isInitialNotFound(shellConfig().status, location.key)) return;
    const match = matchRoute(location.pathname, publicSettings());
    const page = match?.route.id === 'home' ? 'home' : match?.route.id === 'job' ? 'job' : 'other';
    const memory = page === 'job' && match?.params.slug ? recordJobView(match.params.slug) : readPromptMemory();
    if (promptedThisPageLoad) return;
    const trigger = promptTrigger(page, memory, Date.now());
    if (!trigger) return;

    const open = () => {
      if (promptedThisPageLoad) return;
      promptedThisPageLoad = true;
      setOpen(true);
    };
    if (trigger.kind === 'after-delay') {
      let cancelDeferred = () => {};
      const timer = window.setTimeout(() => {
        cancelDeferred = whenNotTyping(open);
      }, trigger.delayMs);
      return () => {
        window.clearTimeout(timer);
        cancelDeferred();
      };
    }
    if (searchedThisPageLoad || isSearchUrl(location.search)) {
      searchedThisPageLoad = true;
      return;
    }
    return watchBrowsing(trigger.screens, {
      onBrowsed: open,
      onSearched: () => {
        searchedThisPageLoad = true;
      },
    });
  }, [location.key, location.pathname, location.search]);

  const onDone = useCallback(({ submitted }: { submitted: boolean }) => {
    setOpen(false);
    if (submitted) recordNewsletterSubscribed();
    else recordNewsletterDismissed(Date.now());
  }, []);

  return { isOpen, onDone };
}
