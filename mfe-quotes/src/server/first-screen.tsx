import { QueryClient } from '@tanstack/react-query';
import { Business, InvoiceSummary, QuotePage, type User } from '@cobber/contracts';
import { DEFAULT_PAGE_SIZE } from '@cobber/contracts/display';
import { businessKey } from '@cobber/ui/data';
import { firstPage } from '@cobber/ui/first-screen';
import { checked, drawOwnerScreen, remoteCss, type AskAsOwner, type DrawnScreen, type FirstScreens } from '@cobber/ui/first-screen/server';
import DashboardScreen from '../dashboard/DashboardScreen.tsx';
import { SUMMARY_KEY } from '../dashboard/MoneyOwed.tsx';
import { quotePagesKey } from '../dashboard/useQuotePages.ts';

// The quotes screens the gateway draws on the server for a first visit (issue 11), built
// to dist-server/first-screen.js beside the remote's browser build in dist/.
const css = remoteCss(new URL('../dist/', import.meta.url));

export const drawFirstScreen: FirstScreens['drawFirstScreen'] = (path, owner, ask) => {
  if (path === '/') return dashboard(owner, ask);
  return undefined;
};

/** The dashboard: the owner's business, the first page of quotes, money owed. A new owner (no business yet) is sent to set it up by the app. */
async function dashboard(owner: User, ask: AskAsOwner): Promise<DrawnScreen | null> {
  const [business, quotes, summary] = await Promise.all([
    ask('/api/business'),
    ask(`/api/quotes?limit=${DEFAULT_PAGE_SIZE}&status=all`),
    ask('/api/invoices/summary'),
  ]);
  if (!business || !quotes || !summary) return null;
  const queries = new QueryClient();
  queries.setQueryData(businessKey, checked(Business, business));
  queries.setQueryData(SUMMARY_KEY, checked(InvoiceSummary, summary));
  queries.setQueryData(quotePagesKey('', 'all'), firstPage(checked(QuotePage, quotes)));
  return drawOwnerScreen({ path: '/', owner, queries, css, tab: 'quotes', children: <DashboardScreen /> });
}
