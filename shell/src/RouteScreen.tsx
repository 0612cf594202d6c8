import { Suspense } from 'react';
import { AppLayout, PageSpinner, type RemoteRoute } from '@cobber/ui';

/** One microfrontend screen: owner screens sit in the app's header and navigation. */
export function RouteScreen({ route }: { route: RemoteRoute }) {
  const Screen = route.component;
  const screen = (
    <Suspense fallback={<PageSpinner />}>
      <Screen />
    </Suspense>
  );
  if (route.access !== 'owner') return screen;
  return (
    <AppLayout back={route.back} tab={route.tab}>
      {screen}
    </AppLayout>
  );
}
