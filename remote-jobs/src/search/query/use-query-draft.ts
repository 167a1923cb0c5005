import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@chainwork/shared-config';
import type { HistoryMode } from '../state/use-search-state';

const normalize = (text: string): string | undefined => text.trim() || undefined;

/**
 * The search field's text and when it reaches the URL.
 *
 * Typing is debounced (SEARCH_DEBOUNCE_MS). A burst of typing is one "session": its
 * first commit pushes a history entry and later ones replace it, so Back returns to the
 * search before the typing, not to every prefix typed. Enter (or leaving the field)
 * commits at once and ends the session. When the URL's text changes from elsewhere
 * (Back, a removed chip, Clear all), the field shows it and pending typing is dropped.
 */
export function useQueryDraft(urlQuery: string | undefined, commit: (q: string | undefined, mode: HistoryMode) => void) {
  const [draft, setDraft] = useState(urlQuery ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pushed = useRef(false);
  const committed = useRef(urlQuery);
  const commitRef = useRef(commit);
  commitRef.current = commit;

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const commitNow = useCallback(
    (text: string) => {
      cancel();
      const q = normalize(text);
      if (q === committed.current) return;
      committed.current = q;
      commitRef.current(q, pushed.current ? 'replace' : 'push');
      pushed.current = true;
    },
    [cancel],
  );

  useEffect(() => {
    if (urlQuery === committed.current) return;
    cancel();
    committed.current = urlQuery;
    pushed.current = false;
    setDraft(urlQuery ?? '');
  }, [urlQuery, cancel]);

  useEffect(() => cancel, [cancel]);

  const change = useCallback(
    (text: string) => {
      setDraft(text);
      cancel();
      timer.current = setTimeout(() => commitNow(text), SEARCH_DEBOUNCE_MS);
    },
    [cancel, commitNow],
  );

  /** Enter, blur, or the clear button: search now, and start a new session next time. */
  const submit = useCallback(
    (text: string = draft) => {
      setDraft(text);
      commitNow(text);
      pushed.current = false;
    },
    [commitNow, draft],
  );

  return { draft, change, submit };
}
