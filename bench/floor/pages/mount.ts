import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';

/** Renders a reference page into `#root`, as the shell's bootstrap renders the app. */
export function mount(page: ReactNode): void {
  createRoot(document.getElementById('root')!).render(page);
}
