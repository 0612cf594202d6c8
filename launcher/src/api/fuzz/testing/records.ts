import type { Visitor } from './visitors.ts';

/** An owner's records of every kind, by id: what a fuzzed call names in its path or body. */
export interface Records {
  business: string[];
  clients: string[];
  quotes: string[];
  quoteItems: string[];
  invoices: string[];
  invoiceItems: string[];
  receipts: string[];
  payments: string[];
  /** Variations of the accepted quote: one sent to the client, one still a draft. */
  variations: string[];
  /** What a card form confirms its payment with. */
  clientSecrets: string[];
}

const ITEMS = [
  { description: 'Install LED downlights', quantity: 3, unitPrice: 90, type: 'labor' },
  { description: 'LED downlight kit', quantity: 6, unitPrice: '24.95', type: 'materials' },
];

/**
 * A quote made right after business setup may be priced before the quotes service hears
 * the business charges GST; it is repriced (a new revision) when it does, and a send
 * under way then is refused as changed. Waits for the price with GST.
 */
async function untilPricedWithGst(owner: Visitor, id: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    if ((await owner.expect<{ taxAmount: string }>('GET', `/api/quotes/${id}`)).taxAmount !== '0.00') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Quote ${id} was never priced with GST`);
}

/**
 * A business with a client and quotes in each state a client meets (a draft, one sent
 * with a deposit asked for, one accepted and invoiced), its invoices (one sent, one
 * paid), receipts and a card payment begun: everything made through the gateway.
 */
export async function makeRecords(owner: Visitor): Promise<Records> {
  const business = await owner.expect('POST', '/api/business', { name: `${owner.name} Electrical`, applyGST: true, bsb: '062-000', accountNumber: '12345678' });
  const client = await owner.expect('POST', '/api/clients', { name: 'Zoe Nguyen', email: 'zoe@example.com' });
  const quote = (title: string) => owner.expect('POST', '/api/quotes', { clientId: client.id, clientName: 'Zoe Nguyen', clientEmail: 'zoe@example.com', title, items: ITEMS });
  const [draft, sent, accepted] = [await quote('Draft downlights'), await quote('Sent downlights'), await quote('Accepted downlights')];
  for (const { id } of [draft, sent, accepted]) await untilPricedWithGst(owner, id);
  for (const id of [sent.id, accepted.id]) {
    await owner.expect('POST', `/api/quotes/${id}/deposit`, { amount: '100.00' });
    await owner.expect('POST', `/api/quotes/${id}/send`);
  }
  await owner.expect('PATCH', `/api/quotes/${accepted.id}/public/approve`, {});
  const invoice = await owner.expect('POST', `/api/quotes/${accepted.id}/create-invoice`, {});
  await owner.expect('POST', `/api/invoices/${invoice.id}/send`, {});
  const paid = await owner.expect('POST', `/api/quotes/${draft.id}/create-invoice`, {});
  const receipt = await owner.expect('POST', `/api/invoices/${paid.id}/mark-paid`, {});
  const cash = await owner.expect('POST', '/api/receipts', { clientName: 'Zoe Nguyen', paymentAmount: '50.00', paymentMethod: 'Cash', paymentDate: '2026-01-15', invoiceId: invoice.id });
  const payment = await owner.expect<{ paymentId: string; clientSecret: string }>('POST', `/api/quotes/${accepted.id}/create-deposit-payment`, { depositAmount: '100.00', customerEmail: 'zoe@example.com', customerName: 'Zoe Nguyen' });
  const variation = (title: string) => owner.expect('POST', `/api/quotes/${accepted.id}/variations`, { title, items: [{ description: title, quantity: 1, unitPrice: '-85.00', type: 'materials' }] });
  const [sentVariation, draftVariation] = [await variation('Client supplies tiles'), await variation('Second basin')];
  await owner.expect('POST', `/api/variations/${sentVariation.id}/send`, {});
  const itemsOf = async (path: string) => (await owner.expect<{ id: string }[]>('GET', path)).map((item) => item.id);
  return {
    business: [business.id],
    clients: [client.id],
    quotes: [draft.id, sent.id, accepted.id],
    quoteItems: [...(await itemsOf(`/api/quotes/${draft.id}/items`)), ...(await itemsOf(`/api/quotes/${accepted.id}/items`))],
    invoices: [invoice.id, paid.id],
    invoiceItems: await itemsOf(`/api/invoices/${invoice.id}/items`),
    receipts: [receipt.id, cash.id],
    payments: [payment.paymentId],
    variations: [sentVariation.id, draftVariation.id],
    clientSecrets: [payment.clientSecret],
  };
}

/** Which of an owner's records a path parameter names. */
export function recordsFor(path: string, param: string, records: Records): string[] {
  if (param === 'itemId') return path.startsWith('/api/quotes/') ? [...records.quoteItems, '0', '1'] : records.invoiceItems;
  if (param !== 'id') return [];
  const kind = /^\/api\/(\w+)\//.exec(path)?.[1];
  const byKind: Record<string, string[]> = {
    business: records.business,
    clients: records.clients,
    quotes: records.quotes,
    invoices: records.invoices,
    receipts: records.receipts,
    payments: records.payments,
    variations: records.variations,
  };
  return byKind[kind ?? ''] ?? [];
}

/** The ids a body's fields name, by field: a quote's client, a line's quote, a receipt's invoice or quote, a line's own id, a card payment's secret. */
export function idsByField(records: Records): Record<string, string[]> {
  return {
    clientId: records.clients,
    quoteId: records.quotes,
    invoiceId: records.invoices,
    id: [...records.quoteItems, ...records.invoiceItems],
    clientSecret: records.clientSecrets,
  };
}
