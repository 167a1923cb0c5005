import type { ErrorInfo } from 'react';

/**
 * React's `onCaughtError`: errors that reach a remote slot's boundary are already
 * handled (the slot shows its fallback), so one warning line replaces React's loud
 * console.error with its component stack.
 */
export function reportCaughtError(error: unknown, _info?: ErrorInfo): void {
  const message = error instanceof Error ? error.message : String(error);
  console.warn(`[chainwork] a page section failed and shows its fallback: ${message}`);
}
