import { lazy } from 'react';
import type { RemoteRoute } from '@cobber/ui';
import './styles.css';

const routes: RemoteRoute[] = [
  {
    path: '/business-setup',
    access: 'owner',
    tab: 'settings',
    component: lazy(() => import('./business-setup/BusinessSetupScreen.tsx')),
  },
  { path: '/settings', access: 'owner', tab: 'settings', component: lazy(() => import('./settings/SettingsScreen.tsx')) },
  { path: '/clients', access: 'owner', tab: 'clients', component: lazy(() => import('./clients/ClientsScreen.tsx')) },
];

export default routes;
