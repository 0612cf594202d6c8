import { QueryClient } from '@tanstack/react-query';
import { Business, ClientPage } from '@cobber/contracts';
import { DEFAULT_PAGE_SIZE } from '@cobber/contracts/display';
import { businessKey } from '@cobber/ui/data';
import { firstPage } from '@cobber/ui/first-screen';
import { checked, drawOwnerScreen, firstScreens, remoteCss } from '@cobber/ui/first-screen/server';
import ClientsScreen from '../clients/ClientsScreen.tsx';
import { clientPagesKey } from '../clients/useClientPages.ts';
import SettingsScreen from '../settings/SettingsScreen.tsx';

// The clients screens the gateway draws on the server for a first visit (issue 11), built
// to dist-server/first-screen.js beside the remote's browser build in dist/.
const css = remoteCss(new URL('../dist/', import.meta.url));

export const { drawnPaths, drawFirstScreen } = firstScreens([
  {
    // Your Clients: the first page of the owner's clients, unsearched.
    route: '/clients',
    async draw(at, owner, ask) {
      const page = await ask(`/api/clients?limit=${DEFAULT_PAGE_SIZE}`);
      if (!page) return null;
      const queries = new QueryClient();
      queries.setQueryData(clientPagesKey(''), firstPage(checked(ClientPage, page)));
      return drawOwnerScreen({ at, owner, queries, css, tab: 'clients', children: <ClientsScreen /> });
    },
  },
  {
    // Settings: the business's details, reminders and notifications. A new owner (no business yet) is sent to set it up by the app.
    route: '/settings',
    async draw(at, owner, ask) {
      const business = await ask('/api/business');
      if (!business) return null;
      const queries = new QueryClient();
      queries.setQueryData(businessKey, checked(Business, business));
      return drawOwnerScreen({ at, owner, queries, css, tab: 'settings', children: <SettingsScreen /> });
    },
  },
]);
