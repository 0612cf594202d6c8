import type { InvoiceStatus, PublicInvoiceResponse } from '@cobber/contracts';
import { describe, expect, it } from 'vitest';
import { renderInvoicePage } from './invoice-page.tsx';
import { pageData, visibleText } from './testing/page-text.ts';

const id = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
const assets = { scripts: ['/mfe/public/page/invoice.0123abcd.js'], css: 'body{margin:0}' };

function invoice(overrides: Partial<PublicInvoiceResponse['invoice']> = {}, business: Partial<PublicInvoiceResponse['business']> = {}): PublicInvoiceResponse {
  return {
    invoice: {
      invoiceNumber: 'INV-0007',
      title: 'Switchboard upgrade',
      clientName: 'Jo Citizen',
      description: 'Replace the old ceramic fuses with a new board.',
      createdAt: '2025-07-01T03:00:00.000Z',
      dueDate: '2025-07-15',
      status: 'sent',
      subtotal: '1000.00',
      taxAmount: '100.00',
      totalAmount: '1100.00',
      depositPaid: '0.00',
      balanceDue: '1100.00',
      ...overrides,
    },
    business: {
      name: 'Sparky Dave Electrical',
      logoUrl: null,
      bankName: 'Commonwealth Bank',
      bsb: '062-000',
      accountNumber: '12345678',
      accountName: 'Sparky Dave Pty Ltd',
      abn: '53004085616',
      applyGST: true,
      brandColors: null,
      ...business,
    },
    items: [
      { id: crypto.randomUUID(), description: 'Electrician', type: 'labor', quantity: '4.00', unitPrice: '90.00', totalPrice: '360.00' },
      { id: crypto.randomUUID(), description: 'Switchboard', type: 'materials', quantity: '1.00', unitPrice: '640.00', totalPrice: '640.00' },
    ],
  };
}

describe('the public invoice page, rendered on the server', () => {
  it('answers 200 with the whole invoice, the bank details, its deferred script and its data', () => {
    const found = invoice();
    const { status, html } = renderInvoicePage(found, id, assets);
    expect(status).toBe(200);
    const text = visibleText(html);
    for (const shown of [
      'Sparky Dave Electrical',
      'Tax Invoice',
      'Switchboard upgrade',
      'Download PDF',
      'Invoice number INV-0007',
      'Client Jo Citizen',
      'Due date 15 Jul 2025',
      'Sent',
      'Total Inc. GST $1,100.00',
      'Replace the old ceramic fuses with a new board.',
      'Electrician',
      'Labour',
      'Materials',
      'Payment Summary',
      'GST (10%) $100.00',
      'Bank Commonwealth Bank',
      'BSB 062-000',
      'Account number 12345678',
      'Account name Sparky Dave Pty Ltd',
      'Please include the invoice number INV-0007 as the reference.',
    ]) {
      expect(text).toContain(shown);
    }
    expect(text).not.toContain('Payment Received');
    expect(text).not.toContain('Payment Overdue');
    expect(html).toContain('<script defer src="/mfe/public/page/invoice.0123abcd.js"></script>');
    expect(pageData(html)).toEqual({ id, found });
  });

  it('keeps hostile text inert in the page, the title and the hydration data', () => {
    const hostile = '</script><script>alert(1)</script>';
    const found = invoice({ title: hostile, clientName: `<!-- ${hostile}` }, { name: `<b>${hostile}` });
    const { html } = renderInvoicePage(found, id, assets);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain('<title>Invoice INV-0007 – &lt;b&gt;&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(pageData(html)).toEqual({ id, found });
  });

  it('says nothing of GST when the business charges none: a plain Invoice', () => {
    const text = visibleText(renderInvoicePage(invoice({ taxAmount: '0.00', totalAmount: '1000.00' }, { applyGST: false }), id, assets).html);
    expect(text).not.toContain('GST');
    expect(text).not.toContain('Tax Invoice');
    expect(text).toContain('Total $1,000.00');
  });

  it.each<[InvoiceStatus, string | null]>([
    ['paid', 'Payment Received'],
    ['overdue', 'Payment Overdue'],
    ['sent', null],
    ['draft', null],
  ])('on a %s invoice shows the %s panel', (status, panel) => {
    const text = visibleText(renderInvoicePage(invoice({ status }), id, assets).html);
    for (const each of ['Payment Received', 'Payment Overdue']) expect(text.includes(each)).toBe(each === panel);
  });

  it('asks for a bank transfer of the balance only while something is owed', () => {
    expect(visibleText(renderInvoicePage(invoice({ status: 'paid' }), id, assets).html)).not.toContain('BSB');
    const afterDeposit = visibleText(renderInvoicePage(invoice({ depositPaid: '330.00', balanceDue: '770.00' }), id, assets).html);
    expect(afterDeposit).toContain('Deposit paid -$330.00');
    expect(afterDeposit).toContain('Amount due $770.00');
    expect(afterDeposit).toContain('BSB 062-000');
  });

  it('shows the PayID beside the bank details, with the invoice number as the reference', () => {
    const text = visibleText(renderInvoicePage(invoice({}, { payId: 'accounts@sparkydave.com.au' }), id, assets).html);
    expect(text).toContain('Account name Sparky Dave Pty Ltd PayID accounts@sparkydave.com.au Please include the invoice number INV-0007 as the reference.');
    expect(visibleText(renderInvoicePage(invoice(), id, assets).html)).not.toContain('PayID');
  });

  it('offers to pay the balance due by card, or a part of it, while something is owed', () => {
    const afterDeposit = visibleText(renderInvoicePage(invoice({ depositPaid: '330.00', balanceDue: '770.00' }), id, assets).html);
    expect(afterDeposit).toContain('Pay by Card Pay the $770.00 due now, or a part of it. Amount to pay (AUD) Pay now $770.00');
    expect(renderInvoicePage(invoice({ balanceDue: '770.00' }), id, assets).html).toMatch(/<input[^>]*value="770.00"/);
    for (const status of ['paid', 'cancelled'] as const) expect(visibleText(renderInvoicePage(invoice({ status }), id, assets).html)).not.toContain('Pay now');
  });

  it('heads the invoice with the amount due, the total and what was paid under it', () => {
    const found = invoice({ depositPaid: '250.00', paymentsReceived: '100.00', balanceDue: '750.00' });
    found.items.push({ id: crypto.randomUUID(), description: 'Deposit', type: 'deposit', quantity: '100.00', unitPrice: '250.00', totalPrice: '250.00' });
    const text = visibleText(renderInvoicePage(found, id, assets).html);
    expect(text).toMatch(/Switchboard upgrade Amount due \$750\.00 Total Inc\. GST \$1,100\.00 Deposit paid -\$250\.00 Payments received -\$100\.00 Download PDF/);
    // The deposit is shown as paid, not as one of the priced lines.
    expect(text).not.toMatch(/Deposit Qty/);
    expect(text).toContain('Total Inc. GST $1,100.00 Deposit paid -$250.00 Payments received -$100.00 Amount due $750.00');
  });

  it('heads an invoice with nothing paid with the whole total due, and a paid one with nothing due', () => {
    expect(visibleText(renderInvoicePage(invoice(), id, assets).html)).toContain('Amount due $1,100.00 Total Inc. GST $1,100.00 Download PDF');
    const paid = visibleText(renderInvoicePage(invoice({ status: 'paid', paymentsReceived: '1100.00', balanceDue: '0.00' }), id, assets).html);
    expect(paid).toContain('Payment Received');
    expect(paid).toContain('Amount due $0.00 Total Inc. GST $1,100.00 Payments received -$1,100.00');
  });

  it('themes the page with the business brand colours, orange without them', () => {
    const html = renderInvoicePage(invoice({}, { brandColors: { primary: '#1d4ed8', onPrimary: '#ffffff', background: '#eff6ff' } }), id, assets).html;
    expect(html).toContain('--brand:#1d4ed8');
    expect(html).toContain('<meta name="theme-color" content="#1d4ed8">');
    expect(renderInvoicePage(invoice(), id, assets).html).toContain('--brand:#c2410c');
  });

  it('answers 404 with Invoice Not Found when there is no invoice', () => {
    const { status, html } = renderInvoicePage(null, id, assets);
    expect(status).toBe(404);
    expect(visibleText(html)).toContain('Invoice Not Found This invoice may have been removed or the link is invalid.');
  });
});
