import '@cobber/web/zod-jitless';
import { StrictMode } from 'react';
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

createRoot(appContainer()).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
