import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter, Navigate, Route, RouterProvider, Routes } from '@cobber/ui/router';
import { api, SignedInUserContext } from '@cobber/web';
import { AppLayout, PageSpinner, type RemoteRoute } from '@cobber/ui';
import { Toaster } from '@cobber/ui/toasts';
import { QueryClientProvider } from '@tanstack/react-query';
import { User } from '@cobber/contracts';
// By package name, not relative path: the shared singletons must be the
// very modules the screens import, or the toasts and the query client would be copies.
import { createQueryClient } from '@cobber/web/query';

/**
 * A microfrontend on its own page, for development (every remote runs on its
 * own): served with the app (same origin, same session) at /mfe/<name>/, its screens
 * under '#/…'. Sign in on the app first; the API answers the signed-in owner only.
 */
export async function mountStandalone(routes: RemoteRoute[], { home }: { home?: string } = {}): Promise<void> {
  const queryClient = createQueryClient();
  const user = await api('GET /api/auth/user', { schema: User }).catch(() => null);
  const screens = (
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
      {home ? <Route path="*" element={<Navigate replace to={home} />} /> : null}
    </Routes>
  );
  // A data router like the shell's, so screens may use its hooks (useBlocker).
  const router = createHashRouter([{ path: '*', element: screens }]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SignedInUserContext value={user}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          <Toaster />
        </QueryClientProvider>
      </SignedInUserContext>
    </StrictMode>,
  );
}
