import { Button } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import type { PendingFlag } from './pending-flag';

/** What the button says while its step saves (it is disabled and `aria-busy` meanwhile). */
export const SAVING_LABEL = 'Saving…';

/**
 * A step's submit button. It alone reads the pending flag, so a click re-renders this button and
 * nothing else; busy, it keeps its classes (disabled is a state of the same rule set, and there is
 * no spinner, whose rules emotion would insert at the first click and restyle the page with).
 */
export function SaveButton({ pending, isSaving, label }: { pending: PendingFlag; isSaving: boolean; label: string }) {
  const busy = useSyncExternalStore(pending.subscribe, pending.get, pending.get) || isSaving;
  return (
    <Button type="submit" size="lg" px={8} variant="brand" isDisabled={busy} aria-busy={busy || undefined}>
      {busy ? SAVING_LABEL : label}
    </Button>
  );
}
