import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Route, Routes } from '@cobber/ui/router';
import { PageSpinner } from '@cobber/ui';
import '@cobber/ui/styles.css';
import routes from '../routes.ts';

// This microfrontend on its own page, for development: served with the app at
// /mfe/public/, its pages under '#/quote/<id>'.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HashRouter>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          {routes.map(({ path, component: Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
        </Routes>
      </Suspense>
    </HashRouter>
  </StrictMode>,
);
