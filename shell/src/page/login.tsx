import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginScreen } from '../login/LoginScreen.tsx';
import { registerServiceWorker } from '../offline/service-worker.ts';
import '../styles.css';

// The page a signed-out phone opens first: the login screen alone, with React
// and no Module Federation runtime, router or query cache. Signing in loads the app.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LoginScreen />
  </StrictMode>,
);
registerServiceWorker();
