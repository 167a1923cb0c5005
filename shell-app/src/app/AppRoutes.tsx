import { Route, Routes } from '@chainwork/shared-config/router';
import { publicSettings, routePath } from '@chainwork/shared-config';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { pagesByLayout } from '../pages/registry';

const groups = [...pagesByLayout()];

/**
 * One route per entry of the route table, nested under its layout (a layout route), and
 * a not-found page for everything else. The RSS feed is not here: the gateway serves it,
 * so links to it are plain full-page links.
 */
export function AppRoutes() {
  // Sign-in and sign-up may live at other paths by configuration (docs/product-requirements.md#routes).
  const paths = publicSettings();
  return (
    <Routes>
      {groups.map(([Layout, pages], index) => (
        <Route key={index} element={<Layout />}>
          {pages.map(({ route, Page }) => (
            <Route key={route.id} path={routePath(route.id, paths)} element={<Page />} />
          ))}
          {Layout === DefaultLayout ? <Route path="*" element={<NotFoundPage />} /> : null}
        </Route>
      ))}
    </Routes>
  );
}
