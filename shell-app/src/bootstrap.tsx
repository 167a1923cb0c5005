import '@fontsource-variable/sora';
import '@fontsource-variable/source-sans-3';
import './prepaint-fonts.css';
import { StrictMode, startTransition } from 'react';
import { reportCaughtError } from './app/report-caught-error';
import { startPageServices } from './app/start-page-services';
import { keepPrepaintJobHead, keepPrepaintTopBar } from './runtime/prepaint';
import { importInStages } from './runtime/staged-evaluation';

/**
 * Starts the app. The static pre-paint is on screen meanwhile, so nothing waits on it but
 * input: the app's modules are evaluated in four tasks (React DOM; Chakra with emotion; the
 * theme and the tRPC context; the app), then React renders in a transition, in slices.
 */
export async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The shell template has no #root element');

  startPageServices();
  // React's first render replaces the static pre-paint; its top bar stays on as the bar's
  // placeholder, a job page's head as the job page's.
  keepPrepaintTopBar(container);
  keepPrepaintJobHead(container, window.location.pathname);

  const { App } = await importInStages(
    [() => import('react-dom/client'), () => import('@chakra-ui/react'), () => import('@chainwork/shared-config/react')],
    () => import(/* webpackChunkName: "app" */ './app/App'),
  );
  // Evaluated in the first stage, a task of its own: this resolves at once.
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(container, { onCaughtError: reportCaughtError });
  // A transition, which React renders in slices the browser can paint and answer input
  // between (a plain render is one task, however long); the static pre-paint stays on
  // screen until it commits.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
