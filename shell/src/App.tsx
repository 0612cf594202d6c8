import { lazy, Suspense, use } from 'react';
import { Route, Routes, useLocation } from '@cobber/ui/router';
import { PageSpinner } from '@cobber/ui';
import { fetchSignedInUser } from './auth.ts';
import { FirstScreenReady } from './first-screen.ts';
import { AccountScreens, isAccountPage } from './login/account-routes.tsx';
import { LoginScreen } from './login/LoginScreen.tsx';
import { NewVersionPrompt } from './offline/NewVersionPrompt.tsx';
import { registerServiceWorker } from './offline/service-worker.ts';

// Asked at once, while React starts: who is signed in, and beside it which
// microfrontend serves which path (the runtime config), so an owner's screen does not
// wait for one round trip after the other. Once the owner is known, their screen
// downloads beside the shell's next chunk rather than after it.
const signedInUser = fetchSignedInUser();
const remotes = import('./remotes.ts');
void remotes.then(({ loadRouteTable }) => loadRouteTable());
void signedInUser.then((user) => user && remotes.then(({ preloadOwnerScreen }) => preloadOwnerScreen(window.location.pathname)));
// The query cache, toasts and microfrontends load only past the login page.
const FederatedScreens = lazy(() => import('./FederatedScreens.tsx'));
registerServiceWorker();

export function App() {
  return (
    <>
      <Suspense fallback={<PageSpinner />}>
        <AuthGate />
      </Suspense>
      <NewVersionPrompt />
    </>
  );
}

function AuthGate() {
  const user = use(signedInUser);
  const { pathname } = useLocation();
  if (isAccountPage(pathname)) return <AccountScreens />;
  if (user) return <FederatedScreens user={user} />;
  return (
    <>
      <FirstScreenReady />
      <Routes>
        <Route path="/" element={<LoginScreen />} />
        <Route path="*" element={<FederatedScreens user={null} />} />
      </Routes>
    </>
  );
}
