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

// Started as a transition: React renders the app in slices of a few milliseconds and lets
// the phone paint and answer taps between them, rather than in one long task beside a
// drawn screen that is already showing.
const root = createRoot(appContainer());
startTransition(() => {
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
