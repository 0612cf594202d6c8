import type { RemoteRoute } from '@cobber/ui';
import { drawnScreen, screen } from '@cobber/ui/routes';
import './styles.css';

/** A screen under Settings: the Settings tab lit, the header's back to where it is listed. */
function settingsScreen(path: string, loaded: Pick<RemoteRoute, 'component' | 'load' | 'drawn'>, back = '/settings'): RemoteRoute {
  return { path, access: 'owner', tab: 'settings', back, ...loaded };
}

const routes: RemoteRoute[] = [
  { path: '/business-setup', access: 'owner', tab: 'settings', ...screen(() => import('./business-setup/BusinessSetupScreen.tsx')) },
  { path: '/settings', access: 'owner', tab: 'settings', ...drawnScreen(() => import('./settings/SettingsScreen.tsx')) },
  settingsScreen('/settings/business', drawnScreen(() => import('./settings/sections/BusinessSettingsScreen.tsx'))),
  settingsScreen('/settings/money', drawnScreen(() => import('./settings/sections/MoneySettingsScreen.tsx'))),
  settingsScreen('/settings/quotes', drawnScreen(() => import('./settings/sections/QuotesSettingsScreen.tsx'))),
  settingsScreen('/settings/notifications', drawnScreen(() => import('./settings/notifications/NotificationsSettings.tsx'))),
  settingsScreen('/settings/accounting', drawnScreen(() => import('./settings/sections/AccountingSettingsScreen.tsx'))),
  settingsScreen('/settings/accounting-export', screen(() => import('./settings/books/AccountingExportScreen.tsx')), '/settings/accounting'),
  settingsScreen('/settings/bas', screen(() => import('./settings/books/BasScreen.tsx')), '/settings/accounting'),
  { path: '/clients', access: 'owner', tab: 'clients', ...drawnScreen(() => import('./clients/ClientsScreen.tsx')) },
];

export default routes;
