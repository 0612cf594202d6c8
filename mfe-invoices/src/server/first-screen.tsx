import { QueryClient } from '@tanstack/react-query';
import { ReceiptPage, type User } from '@cobber/contracts';
import { DEFAULT_PAGE_SIZE } from '@cobber/contracts/display';
import { firstPage } from '@cobber/ui/first-screen';
import { drawOwnerScreen, remoteCss, type AskAsOwner, type DrawnScreen, type FirstScreens } from '@cobber/ui/first-screen/server';
import { receiptPagesKey } from '../receipts/hooks.ts';
import ReceiptsScreen from '../receipts/ReceiptsScreen.tsx';

// The invoices screens the gateway draws on the server for a first visit (issue 11), built
// to dist-server/first-screen.js beside the remote's browser build in dist/.
const css = remoteCss(new URL('../dist/', import.meta.url));

export const drawnPaths: FirstScreens['drawnPaths'] = [/^\/receipts$/];

export const drawFirstScreen: FirstScreens['drawFirstScreen'] = (path, owner, ask) => {
  if (path === '/receipts') return receipts(owner, ask);
  return undefined;
};

/** Receipts: the first page of all the owner's receipts. */
async function receipts(owner: User, ask: AskAsOwner): Promise<DrawnScreen | null> {
  const page = await ask(`/api/receipts?limit=${DEFAULT_PAGE_SIZE}&status=all`);
  if (!page) return null;
  const queries = new QueryClient();
  // As the app's own call keeps it (apiFetch with the contract: parsed).
  queries.setQueryData(receiptPagesKey('all'), firstPage(ReceiptPage.parse(page)));
  return drawOwnerScreen({ path: '/receipts', owner, queries, css, tab: 'settings', back: '/settings', children: <ReceiptsScreen /> });
}
