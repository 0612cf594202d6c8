import { documentTotals, formatMoney, lineTotalCents, parseMoney, parseQuantity, type InvoiceDocument, type ItemType } from '@cobber/contracts';

/** A valid ABN for the business and one for a client (both pass the checksum). */
export const BUSINESS_ABN = '53 004 085 616';
export const CLIENT_ABN = '51 824 753 556';

type Line = [description: string, type: ItemType, quantity: string, unitPrice: string];

const PLAIN_LINES: Line[] = [
  ['Labour: replace hot water system', 'labor', '3', '90.00'],
  ['Copper pipe & fittings <20mm>', 'materials', '6', '24.95'],
  ['Tiling repair', 'labor', '2.5', '33.33'],
  ['Travel', 'other', '1', '30.00'],
  ['Deposit requested', 'deposit', '1', '150.00'],
];

interface Options {
  applyGST?: boolean;
  depositPaid?: string;
  paymentsReceived?: string;
  lines?: Line[];
  businessName?: string;
  clientName?: string;
  clientAddress?: string | null;
  payId?: string | null;
}

/** An invoice's document as the invoices service makes it, totals worked out by contracts' one GST rule. */
export function invoiceDocument(options: Options = {}): InvoiceDocument {
  const applyGST = options.applyGST ?? true;
  const items = (options.lines ?? PLAIN_LINES).map(([description, type, quantity, unitPrice], index) => ({
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    description,
    type,
    quantity,
    unitPrice,
    totalPrice: formatMoney(lineTotalCents(parseQuantity(quantity), parseMoney(unitPrice))),
  }));
  const totals = documentTotals({ items: items.map((item) => ({ type: item.type, totalCents: parseMoney(item.totalPrice) })), travelCents: 0, applyGST });
  const depositPaid = options.depositPaid ?? '0.00';
  const paymentsReceived = options.paymentsReceived ?? '0.00';
  const balance = totals.totalCents - parseMoney(depositPaid) - parseMoney(paymentsReceived);
  return {
    invoice: {
      invoiceNumber: 'INV-0007',
      title: 'Hot water system replacement',
      description: null,
      clientName: options.clientName ?? 'Harbour View Strata',
      clientEmail: 'accounts@harbourview.example',
      clientAddress: options.clientAddress === undefined ? '4/18 Ocean Street\nBondi NSW 2026' : options.clientAddress,
      createdAt: '2026-11-26T22:30:00.000Z',
      dueDate: '2026-12-11',
      status: 'sent',
      subtotal: formatMoney(totals.subtotalCents),
      taxAmount: formatMoney(totals.gstCents),
      totalAmount: formatMoney(totals.totalCents),
      depositPaid,
      paymentsReceived,
      balanceDue: formatMoney(Math.max(0, balance)),
    },
    business: {
      name: options.businessName ?? 'Bondi Plumbing Pty Ltd',
      logoUrl: null,
      abn: BUSINESS_ABN,
      address: '12 Smith St, Newtown NSW 2042',
      phone: '0412 345 678',
      email: 'jobs@bondiplumbing.example',
      website: null,
      bankName: 'Commonwealth Bank',
      bsb: '062-000',
      accountNumber: '12345678',
      accountName: options.businessName ?? 'Bondi Plumbing Pty Ltd',
      payId: options.payId === undefined ? 'jobs@bondiplumbing.example' : options.payId,
      applyGST,
      brandColors: null,
      timeZone: 'Australia/Sydney',
      paymentTerms: 'Payment within 14 days',
      quoteFooterNotes: null,
    },
    items,
    acceptedQuote: null,
    link: 'https://cobber.example/invoice/0000/pay',
  };
}
