import { useSyncExternalStore } from 'react';
import type { PendingFlag } from './pending-flag';

/** What the button says while its step saves (it is disabled and `aria-busy` meanwhile). */
export const SAVING_LABEL = 'Saving…';

/**
 * A step's submit button. It alone reads the pending flag, so a click re-renders this button and
 * nothing else; it is a plain element on the step's rule set (`SAVE_BUTTON_STYLES`, on the
 * footer), so that render computes no style: busy, it changes `disabled`, `aria-busy` and its
 * label, and its class stays (disabled is a state of the same rules; there is no spinner, whose
 * rules emotion would insert at the first click and restyle the page with).
 */
export function SaveButton({ pending, isSaving, label }: { pending: PendingFlag; isSaving: boolean; label: string }) {
  const busy = useSyncExternalStore(pending.subscribe, pending.get, pending.get) || isSaving;
  return (
    <button type="submit" className="cw-save-button" disabled={busy} aria-busy={busy || undefined}>
      {busy ? SAVING_LABEL : label}
    </button>
  );
}
