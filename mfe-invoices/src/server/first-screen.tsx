import { QueryClient } from '@tanstack/react-query';
import { Business, Invoice, InvoiceItem, QuoteWithMoney, Receipt, ReceiptPage, type User } from '@cobber/contracts';
import { DEFAULT_PAGE_SIZE } from '@cobber/contracts/display';
import { businessKey, remindersKey } from '@cobber/ui/data';
import { firstPage } from '@cobber/ui/first-screen';
import { checked, drawOwnerScreen, remoteCss, type AskAsOwner, type DrawnScreen, type FirstScreens } from '@cobber/ui/first-screen/server';
import { invoiceKeys } from '../common/hooks/invoices.ts';
import { receiptKeys } from '../common/hooks/receipts.ts';
import InvoiceDetailsScreen from '../details/InvoiceDetailsScreen.tsx';
import { quoteMoneyKey } from '../details/InvoiceMoneyStatus.tsx';
import { receiptPagesKey } from '../receipts/hooks.ts';
import ReceiptsScreen from '../receipts/ReceiptsScreen.tsx';

/** An invoice's details: `/invoice/<its id>`. */
const INVOICE_DETAILS = /^\/invoice\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

// The invoices screens the gateway draws on the server for a first visit (issue 11), built
// to dist-server/first-screen.js beside the remote's browser build in dist/.
const css = remoteCss(new URL('../dist/', import.meta.url));

export const drawnPaths: FirstScreens['drawnPaths'] = [/^\/receipts$/, INVOICE_DETAILS];

export const drawFirstScreen: FirstScreens['drawFirstScreen'] = (path, owner, ask) => {
  if (path === '/receipts') return receipts(owner, ask);
  const details = INVOICE_DETAILS.exec(path);
  if (details) return invoiceDetails(details[1]!, owner, ask);
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

/**
 * Invoice Details: the invoice, its lines, the business, its reminders, the receipts (its
 * payments among them) and the quote it came from (for the deposit's date), each as the
 * app's own call keeps it. Another owner's invoice, or none, is the service's 404: nothing
 * is drawn.
 */
async function invoiceDetails(id: string, owner: User, ask: AskAsOwner): Promise<DrawnScreen | null> {
  const base = `/api/invoices/${id}`;
  const [invoice, items, business, reminders, receipts] = await Promise.all([
    ask(base),
    ask(`${base}/items`),
    ask('/api/business'),
    ask(`${base}/reminders`),
    ask('/api/receipts'),
  ]);
  if (!invoice || !items || !reminders || !receipts) return null;
  const shown = Invoice.parse(invoice);
  const queries = new QueryClient();
  queries.setQueryData(invoiceKeys.detail(id), shown);
  queries.setQueryData(invoiceKeys.items(id), InvoiceItem.array().parse(items));
  queries.setQueryData(businessKey, business === null ? null : checked(Business, business));
  queries.setQueryData(remindersKey('invoices', id), reminders);
  queries.setQueryData(receiptKeys.list, Receipt.array().parse(receipts));
  if (shown.quoteId) {
    const quote = await ask(`/api/quotes/${shown.quoteId}`);
    if (quote) queries.setQueryData(quoteMoneyKey(shown.quoteId), QuoteWithMoney.parse(quote));
  }
  return drawOwnerScreen({ path: `/invoice/${id}`, route: '/invoice/:id', owner, queries, css, tab: 'quotes', back: '/', children: <InvoiceDetailsScreen /> });
}
