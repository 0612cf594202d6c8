import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { AppLayout, PageSpinner } from '@cobber/ui';
import { createQueryClient } from '@cobber/ui/query';
import { Toaster, TooltipProvider } from '@cobber/ui/widgets';
import '@cobber/ui/styles.css';
import routes from '../routes.ts';

// This microfrontend on its own page, for development: served with the app (same
// origin, same session) at /mfe/clients/, its screens under '#/clients' and so on.
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <HashRouter>
      <QueryClientProvider client={queryClient}>
        <TooltipProvider>
          <Routes>
            {routes.map(({ path, component: Screen, tab, back }) => (
              <Route
                key={path}
                path={path}
                element={
                  <AppLayout tab={tab} back={back}>
                    <Suspense fallback={<PageSpinner />}>
                      <Screen />
                    </Suspense>
                  </AppLayout>
                }
              />
            ))}
            <Route path="*" element={<Navigate replace to="/clients" />} />
          </Routes>
          <Toaster />
        </TooltipProvider>
      </QueryClientProvider>
    </HashRouter>
  </StrictMode>,
);
