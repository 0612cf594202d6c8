import { QueryClient } from '@tanstack/react-query';
import { Business, InvoiceSummary, Photo, PriceBookPage, QuoteHistoryEntry, QuoteItem, QuotePage, QuoteWithMoney, type User } from '@cobber/contracts';
import { DEFAULT_PAGE_SIZE } from '@cobber/contracts/display';
import { apiPath, photoKeys } from '@cobber/web';
import { businessKey, remindersKey } from '@cobber/web/data';
import { firstPage } from '@cobber/web/first-screen';
import { checked, drawOwnerScreen, firstScreens, remoteCss, type AskAsOwner, type DrawnScreen, type ScreenAt } from '@cobber/web/first-screen/server';
import { priceBookKeys, priceBookPagePath } from '../common/hooks/price-book.ts';
import { quoteKeys } from '../common/hooks/quote-keys.ts';
import DashboardScreen from '../dashboard/DashboardScreen.tsx';
import { SUMMARY_KEY } from '../dashboard/MoneyOwed.tsx';
import { quotePagesKey } from '../dashboard/useQuotePages.ts';
import QuoteDetailsScreen from '../details/QuoteDetailsScreen.tsx';
import QuoteHistoryScreen from '../history/QuoteHistoryScreen.tsx';
import NewQuoteScreen from '../new-quote/NewQuoteScreen.tsx';
import PriceBookScreen from '../price-book/PriceBookScreen.tsx';

// The quotes screens the gateway draws on the server for a first visit, built
// to dist-server/first-screen.js beside the remote's browser build in dist/.
const css = remoteCss(new URL('../dist/', import.meta.url));

export const { drawnPaths, drawFirstScreen } = firstScreens([
  { route: '/', draw: dashboard },
  { route: '/quote/:id/details', draw: quoteDetails },
  { route: '/quote/:id/history', draw: quoteHistory },
  { route: '/quote/new', draw: newQuote },
  { route: '/settings/price-book', draw: priceBook },
]);

/** The dashboard: the owner's business, the first page of quotes, money owed. A new owner (no business yet) is sent to set it up by the app. */
async function dashboard(at: ScreenAt, owner: User, ask: AskAsOwner): Promise<DrawnScreen | null> {
  const [business, quotes, summary] = await Promise.all([
    ask(apiPath('GET /api/business')),
    ask(apiPath('GET /api/quotes', { query: { limit: DEFAULT_PAGE_SIZE, status: 'all' } })),
    ask(apiPath('GET /api/invoices/summary')),
  ]);
  if (!business || !quotes || !summary) return null;
  const queries = new QueryClient();
  queries.setQueryData(businessKey, checked(Business, business));
  queries.setQueryData(SUMMARY_KEY, checked(InvoiceSummary, summary));
  queries.setQueryData(quotePagesKey('', 'all'), firstPage(checked(QuotePage, quotes)));
  return drawOwnerScreen({ at, owner, queries, css, tab: 'quotes', children: <DashboardScreen /> });
}

/**
 * Quote Details: the quote with its money, its lines, the business, its reminders and
 * photos (and its history once approved: the client's acceptance), each as the app's own
 * call keeps it. Another owner's quote, or none, is the service's 404: nothing is drawn.
 */
async function quoteDetails(at: ScreenAt, owner: User, ask: AskAsOwner): Promise<DrawnScreen | null> {
  const id = at.id!;
  const ofQuote = { params: { id } };
  const [quote, items, business, reminders, photos] = await Promise.all([
    ask(apiPath('GET /api/quotes/:id', ofQuote)),
    ask(apiPath('GET /api/quotes/:id/items', ofQuote)),
    ask(apiPath('GET /api/business')),
    ask(apiPath('GET /api/quotes/:id/reminders', ofQuote)),
    ask(apiPath('GET /api/quotes/:id/photos', ofQuote)),
  ]);
  if (!quote || !items || !reminders || !photos) return null;
  const shown = QuoteWithMoney.parse(quote);
  const queries = new QueryClient();
  queries.setQueryData(quoteKeys.detail(id), shown);
  queries.setQueryData(quoteKeys.items(id), QuoteItem.array().parse(items));
  queries.setQueryData(businessKey, business === null ? null : checked(Business, business));
  queries.setQueryData(remindersKey('quotes', id), reminders);
  queries.setQueryData(photoKeys.of({ kind: 'quotes', id }), Photo.array().parse(photos));
  if (shown.status === 'approved') {
    const history = await ask(apiPath('GET /api/quotes/:id/history', ofQuote));
    if (!history) return null;
    queries.setQueryData(quoteKeys.history(id), QuoteHistoryEntry.array().parse(history));
  }
  return drawOwnerScreen({ at, owner, queries, css, tab: 'quotes', back: '/', children: <QuoteDetailsScreen /> });
}

/** Quote History: the quote and what happened to it. Another owner's quote, or none, is not drawn. */
async function quoteHistory(at: ScreenAt, owner: User, ask: AskAsOwner): Promise<DrawnScreen | null> {
  const id = at.id!;
  const ofQuote = { params: { id } };
  const [quote, history] = await Promise.all([ask(apiPath('GET /api/quotes/:id', ofQuote)), ask(apiPath('GET /api/quotes/:id/history', ofQuote))]);
  if (!quote || !history) return null;
  const queries = new QueryClient();
  queries.setQueryData(quoteKeys.detail(id), QuoteWithMoney.parse(quote));
  queries.setQueryData(quoteKeys.history(id), QuoteHistoryEntry.array().parse(history));
  return drawOwnerScreen({ at, owner, queries, css, tab: 'quotes', back: '/', children: <QuoteHistoryScreen /> });
}

/** New Quote: the empty form, priced with the business's hourly rate and GST. */
async function newQuote(at: ScreenAt, owner: User, ask: AskAsOwner): Promise<DrawnScreen | null> {
  const business = await ask(apiPath('GET /api/business'));
  if (!business) return null;
  const queries = new QueryClient();
  queries.setQueryData(businessKey, checked(Business, business));
  return drawOwnerScreen({ at, owner, queries, css, tab: 'quotes', back: '/', children: <NewQuoteScreen /> });
}

/** Settings → Price book: the first page of the book, most used first. */
async function priceBook(at: ScreenAt, owner: User, ask: AskAsOwner): Promise<DrawnScreen | null> {
  const page = await ask(priceBookPagePath('', false));
  if (!page) return null;
  const queries = new QueryClient();
  queries.setQueryData(priceBookKeys.list('', false), firstPage(PriceBookPage.parse(page)));
  return drawOwnerScreen({ at, owner, queries, css, tab: 'settings', back: '/settings', children: <PriceBookScreen /> });
}
