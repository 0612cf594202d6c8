import '@cobber/web/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, ScrollRestoration } from '@cobber/ui/router';
import { App } from './App.tsx';
import { appContainer } from './first-screen.ts';
import './styles.css';

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

// A transition: React builds the app in slices between which the phone stays responsive,
// where a plain first render is one long task. Nothing waits on it: the screen the server
// drew stays in view until the app's own is ready (first-screen.ts).
const root = createRoot(appContainer());
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
