import { Suspense, use } from 'react';
import { AppLayout, LoadFailed, PageSpinner } from '@cobber/ui';
import { FirstScreenReady } from './first-screen.ts';
import { NotificationBell } from './notifications/NotificationBell.tsx';
import { loadScreens, type FederatedRoute } from './remotes.ts';

/**
 * One microfrontend screen: owner screens sit in the app's header and navigation, shown
 * at once while the remote that draws the screen downloads.
 */
export function RouteScreen({ route }: { route: FederatedRoute }) {
  const screen = (
    <Suspense fallback={<PageSpinner />}>
      <RemoteScreen route={route} />
      <FirstScreenReady ownerScreen={route.access === 'owner'} />
    </Suspense>
  );
  if (route.access !== 'owner') return screen;
  return (
    <AppLayout back={route.back} tab={route.tab} actions={<NotificationBell />}>
      {screen}
    </AppLayout>
  );
}

function RemoteScreen({ route }: { route: FederatedRoute }) {
  const Screen = use(loadScreens(route.remote))?.find((screen) => screen.path === route.path)?.component;
  if (!Screen) {
    return (
      <div className="p-4">
        <LoadFailed
          title="Could not load this screen"
          message="Check your connection and try again."
          onRetry={() => window.location.reload()}
        />
      </div>
    );
  }
  return <Screen />;
}
