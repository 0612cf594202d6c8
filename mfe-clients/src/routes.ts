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
  {
    path: '/settings/accounting-export',
    access: 'owner',
    tab: 'settings',
    back: '/settings',
    component: lazy(() => import('./settings/books/AccountingExportScreen.tsx')),
  },
  { path: '/settings/bas', access: 'owner', tab: 'settings', back: '/settings', component: lazy(() => import('./settings/books/BasScreen.tsx')) },
  { path: '/clients', access: 'owner', tab: 'clients', component: lazy(() => import('./clients/ClientsScreen.tsx')) },
];

export default routes;
