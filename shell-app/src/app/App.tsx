import { BrowserRouter } from '@chainwork/shared-config/router';
import { Providers } from './Providers';
import { AppRoutes } from './AppRoutes';
import { RouteMetaSync } from '../meta/RouteMetaSync';
import { ScrollManager } from './ScrollManager';
import { SessionEndedNotice } from './SessionEndedNotice';

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <ScrollManager />
        <RouteMetaSync />
        <SessionEndedNotice />
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
