import { QueryClient } from '@tanstack/react-query';
import { Business, Invoice, InvoiceItem, QuoteWithMoney, Receipt, ReceiptPage } from '@cobber/contracts';
import { DEFAULT_PAGE_SIZE } from '@cobber/contracts/display';
import { apiPath } from '@cobber/web';
import { businessKey, remindersKey } from '@cobber/web/data';
import { firstPage } from '@cobber/web/first-screen';
import { checked, drawOwnerScreen, firstScreens, remoteCss } from '@cobber/web/first-screen/server';
import { invoiceKeys } from '../common/hooks/invoices.ts';
import { receiptKeys } from '../common/hooks/receipts.ts';
import InvoiceDetailsScreen from '../details/InvoiceDetailsScreen.tsx';
import { quoteMoneyKey } from '../details/InvoiceMoneyStatus.tsx';
import { receiptPagesKey } from '../receipts/hooks.ts';
import ReceiptsScreen from '../receipts/ReceiptsScreen.tsx';

// The invoices screens the gateway draws on the server for a first visit, built
// to dist-server/first-screen.js beside the remote's browser build in dist/.
const css = remoteCss(new URL('../dist/', import.meta.url));

export const { drawnPaths, drawFirstScreen } = firstScreens([
  {
    // Receipts: the first page of all the owner's receipts.
    route: '/receipts',
    async draw(at, owner, ask) {
      const page = await ask(apiPath('GET /api/receipts', { query: { limit: DEFAULT_PAGE_SIZE, status: 'all' } }));
      if (!page) return null;
      const queries = new QueryClient();
      // As the app's own call keeps it (checked by the contract's schema).
      queries.setQueryData(receiptPagesKey('all'), firstPage(ReceiptPage.parse(page)));
      return drawOwnerScreen({ at, owner, queries, css, tab: 'invoices', back: '/invoices', children: <ReceiptsScreen /> });
    },
  },
  {
    // Invoice Details: the invoice, its lines, the business, its reminders, the receipts
    // (its payments among them) and the quote it came from (for the deposit's date), each
    // as the app's own call keeps it. Another owner's invoice, or none, is the service's
    // 404: nothing is drawn.
    route: '/invoice/:id',
    async draw(at, owner, ask) {
      const id = at.id!;
      const ofInvoice = { params: { id } };
      // The quote is asked as soon as the invoice names it, beside the other calls rather
      // than after them all: a second round trip in turn could miss the gateway's deadline.
      const invoiceAnswer = ask(apiPath('GET /api/invoices/:id', ofInvoice)).then((answer) => (answer ? Invoice.parse(answer) : null));
      const quoteAnswer = invoiceAnswer.then((shown) => (shown?.quoteId ? ask(apiPath('GET /api/quotes/:id', { params: { id: shown.quoteId } })) : null));
      const [shown, quote, items, business, reminders, receipts] = await Promise.all([
        invoiceAnswer,
        quoteAnswer,
        ask(apiPath('GET /api/invoices/:id/items', ofInvoice)),
        ask(apiPath('GET /api/business')),
        ask(apiPath('GET /api/invoices/:id/reminders', ofInvoice)),
        ask(apiPath('GET /api/receipts')),
      ]);
      if (!shown || !items || !reminders || !receipts) return null;
      const queries = new QueryClient();
      queries.setQueryData(invoiceKeys.detail(id), shown);
      queries.setQueryData(invoiceKeys.items(id), InvoiceItem.array().parse(items));
      queries.setQueryData(businessKey, business === null ? null : checked(Business, business));
      queries.setQueryData(remindersKey('invoices', id), reminders);
      queries.setQueryData(receiptKeys.list, Receipt.array().parse(receipts));
      if (shown.quoteId && quote) queries.setQueryData(quoteMoneyKey(shown.quoteId), QuoteWithMoney.parse(quote));
      return drawOwnerScreen({ at, owner, queries, css, tab: 'invoices', back: '/invoices', children: <InvoiceDetailsScreen /> });
    },
  },
]);
