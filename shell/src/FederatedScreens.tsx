import { lazy, Suspense, use, useState } from 'react';
import { useRoutes } from '@cobber/ui/router';
import { SignedInUserContext } from '@cobber/web';
import { AppLayout, PageSpinner } from '@cobber/ui';
import { Toaster } from '@cobber/ui/toasts';
import { QueryClientProvider } from '@tanstack/react-query';
import type { User } from '@cobber/contracts';
import { createQueryClient } from '@cobber/web/query';
import { NotFound } from './NotFound.tsx';
import { NotificationBell } from './notifications/NotificationBell.tsx';
import { OfflineBanner } from './offline/OfflineBanner.tsx';
import { SavedCopy } from './offline/SavedCopy.tsx';
import { OwnerHome } from './OwnerHome.tsx';
import { loadRouteTable } from './remotes.ts';
import { RouteScreen } from './RouteScreen.tsx';

const NotificationsScreen = lazy(() => import('./notifications/NotificationsScreen.tsx'));

/** The microfrontends' screens, with what they share: query cache (saved for offline reading), toasts, the owner. */
export default function FederatedScreens({ user }: { user: User | null }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <SignedInUserContext value={user}>
      <QueryClientProvider client={queryClient}>
        {user ? <OfflineBanner /> : null}
        <Suspense fallback={<PageSpinner />}>
          {user ? <SavedCopy owner={user} /> : null}
          <Screens signedIn={user !== null} />
        </Suspense>
        <Toaster />
      </QueryClientProvider>
    </SignedInUserContext>
  );
}

function Screens({ signedIn }: { signedIn: boolean }) {
  // Paths only: a remote downloads when one of its screens is shown (RouteScreen).
  const routes = use(loadRouteTable()).filter((route) =>
    signedIn ? route.access !== 'public' : route.access !== 'owner',
  );
  // The Dashboard (a microfrontend) owns the signed-in '/'; until one claims it, the
  // shell's home sends the owner on to where there is something to do.
  const homeClaimed = routes.some((route) => route.path === '/');
  return useRoutes([
    ...routes.map((route) => ({ path: route.path, element: <RouteScreen route={route} /> })),
    ...(signedIn && !homeClaimed ? [{ path: '/', element: <OwnerHome /> }] : []),
    ...(signedIn ? [{ path: '/notifications', element: <OwnerNotifications /> }] : []),
    { path: '*', element: <NotFound signedIn={signedIn} /> },
  ]);
}

/** The bell's list: the shell's own screen, as the bell is in the shell's header. */
function OwnerNotifications() {
  return (
    <AppLayout back="/" actions={<NotificationBell />}>
      <Suspense fallback={<PageSpinner />}>
        <NotificationsScreen />
      </Suspense>
    </AppLayout>
  );
}
