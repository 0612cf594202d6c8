import '@cobber/web/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { appContainer } from './first-screen.ts';
import './styles.css';

/**
 * Lets the phone take its turn (a tap, a paint) before the next step of starting the app:
 * each step is then a task of its own rather than one long one.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// React itself is ready here; the router and the app's own modules are run in the next task,
// and the app is built in the one after, as a transition, in slices. Nothing waits on it:
// the screen the server drew stays in view until the app's own is ready (first-screen.ts).
await nextTask();
const [{ createBrowserRouter, RouterProvider, ScrollRestoration }, { App }] = await Promise.all([
  import(/* webpackMode: "eager" */ '@cobber/ui/router'),
  import(/* webpackMode: "eager" */ './App.tsx'),
]);
await nextTask();

// A data router, not <BrowserRouter>: the remotes' screens may block a navigation
// (Settings with unsaved changes, useBlocker), and ScrollRestoration opens every new
// screen at the top while Back returns to where the owner was. Every path
// goes to App, whose <Routes> and the federated route table do the matching.
const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <>
        <ScrollRestoration />
        <App />
      </>
    ),
  },
]);

const root = createRoot(appContainer());
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
