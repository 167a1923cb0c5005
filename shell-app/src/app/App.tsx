import { BrowserRouter } from 'react-router';
import { Providers } from './Providers';
import { AppRoutes } from './AppRoutes';
import { RouteMetaSync } from '../meta/RouteMetaSync';
import { ScrollManager } from './ScrollManager';

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <ScrollManager />
        <RouteMetaSync />
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
