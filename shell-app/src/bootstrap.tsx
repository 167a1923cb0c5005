import '@fontsource-variable/sora';
import '@fontsource-variable/source-sans-3';
import './prepaint-fonts.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { reportCaughtError } from './app/report-caught-error';
import { startPageServices } from './app/start-page-services';
import { keepPrepaintJobHead, keepPrepaintTopBar } from './runtime/prepaint';

const container = document.getElementById('root');
if (!container) throw new Error('The shell template has no #root element');

startPageServices();
// React's first render replaces the static pre-paint; its top bar stays on as the bar's
// placeholder, a job page's head as the job page's.
keepPrepaintTopBar(container);
keepPrepaintJobHead(container, window.location.pathname);

createRoot(container, { onCaughtError: reportCaughtError }).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
