import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter, Route, Routes } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { User } from '@cobber/contracts';
import { apiFetch, AppLayout, PageSpinner, SignedInUserContext } from '@cobber/ui';
import { createQueryClient } from '@cobber/ui/query';
import { Toaster, TooltipProvider } from '@cobber/ui/widgets';
import '@cobber/ui/styles.css';
import routes from '../routes.ts';

// This microfrontend on its own page, for development: served with the app (same
// origin, same session) at /mfe/invoices/index.html: '#/receipts' and '#/invoice/{id}'.
// Sign in on the app first: the API answers the signed-in owner only.
const queryClient = createQueryClient();
const user = await apiFetch('/api/auth/user', { schema: User }).catch(() => null);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SignedInUserContext value={user}>
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
            </Routes>
            <Toaster />
          </TooltipProvider>
        </QueryClientProvider>
      </HashRouter>
    </SignedInUserContext>
  </StrictMode>,
);
