import { QueryClient } from '@tanstack/react-query';
import { Business, ClientPage } from '@cobber/contracts';
import { DEFAULT_PAGE_SIZE } from '@cobber/contracts/display';
import { apiPath } from '@cobber/web';
import { businessKey } from '@cobber/web/data';
import { firstPage } from '@cobber/web/first-screen';
import { checked, drawOwnerScreen, firstScreens, remoteCss, type ScreenDrawing } from '@cobber/web/first-screen/server';
import type { ComponentType } from 'react';
import ClientsScreen from '../clients/ClientsScreen.tsx';
import { clientPagesKey } from '../clients/useClientPages.ts';
import NotificationsSettingsScreen from '../settings/notifications/NotificationsSettings.tsx';
import AccountingSettingsScreen from '../settings/sections/AccountingSettingsScreen.tsx';
import BusinessSettingsScreen from '../settings/sections/BusinessSettingsScreen.tsx';
import MoneySettingsScreen from '../settings/sections/MoneySettingsScreen.tsx';
import QuotesSettingsScreen from '../settings/sections/QuotesSettingsScreen.tsx';
import SettingsScreen from '../settings/SettingsScreen.tsx';

// The clients screens the gateway draws on the server for a first visit, built to
// dist-server/first-screen.js beside the remote's browser build in dist/.
const css = remoteCss(new URL('../dist/', import.meta.url));

/**
 * Settings and each of its sections: drawn from the business. A new owner (no business
 * yet) is sent to set it up by the app.
 */
function settingsScreen(route: string, Screen: ComponentType, back?: string): ScreenDrawing {
  return {
    route,
    async draw(at, owner, ask) {
      const business = await ask(apiPath('GET /api/business'));
      if (!business) return null;
      const queries = new QueryClient();
      queries.setQueryData(businessKey, checked(Business, business));
      return drawOwnerScreen({ at, owner, queries, css, tab: 'settings', back, children: <Screen /> });
    },
  };
}

export const { drawnPaths, drawFirstScreen } = firstScreens([
  {
    // Your Clients: the first page of the owner's clients, unsearched.
    route: '/clients',
    async draw(at, owner, ask) {
      const page = await ask(apiPath('GET /api/clients', { query: { limit: DEFAULT_PAGE_SIZE } }));
      if (!page) return null;
      const queries = new QueryClient();
      queries.setQueryData(clientPagesKey(''), firstPage(checked(ClientPage, page)));
      return drawOwnerScreen({ at, owner, queries, css, tab: 'clients', children: <ClientsScreen /> });
    },
  },
  settingsScreen('/settings', SettingsScreen),
  settingsScreen('/settings/business', BusinessSettingsScreen, '/settings'),
  settingsScreen('/settings/money', MoneySettingsScreen, '/settings'),
  settingsScreen('/settings/quotes', QuotesSettingsScreen, '/settings'),
  settingsScreen('/settings/notifications', NotificationsSettingsScreen, '/settings'),
  settingsScreen('/settings/accounting', AccountingSettingsScreen, '/settings'),
]);
