import { lazy } from 'react';
import type { RemoteRoute } from '@cobber/ui';
import './styles.css';

/** A screen under Settings: the Settings tab lit, the header's back to where it is listed. */
function settingsScreen(path: string, component: RemoteRoute['component'], back = '/settings'): RemoteRoute {
  return { path, access: 'owner', tab: 'settings', back, component };
}

const routes: RemoteRoute[] = [
  {
    path: '/business-setup',
    access: 'owner',
    tab: 'settings',
    component: lazy(() => import('./business-setup/BusinessSetupScreen.tsx')),
  },
  { path: '/settings', access: 'owner', tab: 'settings', component: lazy(() => import('./settings/SettingsScreen.tsx')) },
  settingsScreen('/settings/business', lazy(() => import('./settings/sections/BusinessSettingsScreen.tsx'))),
  settingsScreen('/settings/money', lazy(() => import('./settings/sections/MoneySettingsScreen.tsx'))),
  settingsScreen('/settings/quotes', lazy(() => import('./settings/sections/QuotesSettingsScreen.tsx'))),
  settingsScreen('/settings/notifications', lazy(() => import('./settings/notifications/NotificationsSettings.tsx'))),
  settingsScreen('/settings/accounting', lazy(() => import('./settings/sections/AccountingSettingsScreen.tsx'))),
  settingsScreen('/settings/accounting-export', lazy(() => import('./settings/books/AccountingExportScreen.tsx')), '/settings/accounting'),
  settingsScreen('/settings/bas', lazy(() => import('./settings/books/BasScreen.tsx')), '/settings/accounting'),
  { path: '/clients', access: 'owner', tab: 'clients', component: lazy(() => import('./clients/ClientsScreen.tsx')) },
];

export default routes;
