import { describe, expect, it } from 'vitest';
import { CreateBusiness, UpdateBusiness } from './business.ts';
import { CreateClient, UpdateClient } from './clients.ts';
import { fieldErrors } from './errors.ts';
import { CreateInvoiceFromQuote, CreateInvoiceItem, SendInvoice, UpdateInvoice, UpdateInvoiceItem } from './invoices.ts';
import { CreateDepositPayment } from './payments.ts';
import { AnswerQuote } from './quote-answers.ts';
import { CreateQuote, CreateQuoteItem, GenerateQuoteRequest, RequestDeposit, UpdateQuote, UpdateQuoteItem } from './quotes.ts';
import { CreateReceipt, MarkInvoicePaid, SendReceipt } from './receipts.ts';
import type { z } from 'zod';

const quoteId = '3f1c2a9e-8b4d-4c7e-9a61-2d5f0b7e4c13';
const invoiceId = '9b2e7c41-5d3a-4f8e-8c17-6a0d2e9f4b52';
/** What a JavaScript client's `toISOString()` gives for a date picked in Sydney. */
const ISO_TIMESTAMP = '2026-12-06T08:00:00.000Z';

/**
 * Every body the product specification's API lists, with exactly the fields it names and
 * values as its client sends them (amounts as strings unless marked a number; dates from
 * `toISOString()`). Each must pass the request schema of its call (a body
 * may carry the fields the original API lists even when the server derives some of them).
 */
const SEED_BODIES: [call: string, schema: z.ZodType, body: Record<string, unknown>][] = [
  [
    'POST /api/business',
    CreateBusiness,
    {
      name: 'Sparky Bros Electrical',
      abn: '53 004 085 616',
      email: 'office@sparkybros.com.au',
      phone: '0412 345 678',
      paymentTerms: 'Payment due within 7 days of job completion.',
      quoteFooterNotes: 'Thanks for the opportunity.',
      logoUrl: '',
      bankName: 'Commonwealth Bank',
      bsb: '062-000',
      accountNumber: '12345678',
      accountName: 'Sparky Bros Pty Ltd',
      defaultHourlyRate: 90,
      applyGST: true,
    },
  ],
  [
    'POST /api/business (the onboarding form)',
    CreateBusiness,
    { name: 'Sparky Bros Electrical', abn: '', phone: '0412 345 678', email: '', paymentTerms: '', logoUrl: '' },
  ],
  [
    'PATCH /api/business/{id}',
    UpdateBusiness,
    {
      name: 'Sparky Bros Electrical',
      abn: '53 004 085 616',
      email: '',
      phone: '0412 345 678',
      paymentTerms: '',
      quoteFooterNotes: '',
      logoUrl: '',
      bankName: '',
      bsb: '',
      accountNumber: '',
      accountName: '',
      defaultHourlyRate: 95.5,
      applyGST: false,
    },
  ],
  ['POST /api/clients', CreateClient, { name: 'Zoe Nguyen', email: 'zoe@example.com', phone: '0400 111 222', address: '1 George St, Sydney' }],
  ['POST /api/clients (quote screens: no address)', CreateClient, { name: 'Zoe Nguyen', email: 'zoe@example.com', phone: '' }],
  ['PATCH /api/clients/{id}', UpdateClient, { name: 'Zoe Nguyen', email: 'zoe@example.com', phone: '', address: '' }],
  ['POST /api/generate-quote', GenerateQuoteRequest, { jobDescription: 'Replace six halogen downlights with LEDs in the kitchen.' }],
  [
    'POST /api/quotes',
    CreateQuote,
    {
      clientName: 'Zoe Nguyen',
      clientEmail: 'zoe@example.com',
      title: 'Kitchen downlights',
      description: 'Replace six halogen downlights with LEDs.',
      totalAmount: '511.17',
      status: 'draft',
      includeTravel: true,
      travelDistance: '20',
      costPerKm: '1.50',
      travelCost: '30.00',
    },
  ],
  [
    'POST /api/quote-items',
    CreateQuoteItem,
    { quoteId, description: 'Install LED downlights', detailedDescription: '', quantity: 3, unitPrice: '90.00', totalPrice: '270.00', type: 'labor' },
  ],
  [
    'PATCH /api/quotes/{id}',
    UpdateQuote,
    { title: 'Kitchen downlights', description: '', clientName: 'Zoe Nguyen', clientEmail: 'zoe@example.com', aiSummary: '' },
  ],
  [
    'PATCH /api/quotes/{id}/items/{itemId}',
    UpdateQuoteItem,
    { description: 'Install LED downlights', quantity: '3.5', unitPrice: '90.00', type: 'labor', totalPrice: '315.00' },
  ],
  ['POST /api/quotes/{id}/create-invoice', CreateInvoiceFromQuote, { paymentMethod: 'bank_transfer', dueDate: ISO_TIMESTAMP, taxRate: 10 }],
  ['POST /api/quotes/{id}/deposit', RequestDeposit, { amount: '153.35' }],
  ['PATCH /api/invoices/{id}', UpdateInvoice, { title: 'Kitchen downlights', description: '', dueDate: ISO_TIMESTAMP }],
  ['PATCH /api/invoices/{id}/items/{itemId}', UpdateInvoiceItem, { description: 'Disposal', quantity: '1', unitPrice: '15.00', type: 'other' }],
  ['POST /api/invoices/{id}/items', CreateInvoiceItem, { description: 'Extra downlight', quantity: 1, unitPrice: '24.95', type: 'materials' }],
  ['POST /api/invoices/{id}/send', SendInvoice, { message: 'Thanks for your business!', paymentMethod: 'bank_transfer' }],
  [
    'POST /api/invoices/{id}/mark-paid (receipt data)',
    MarkInvoicePaid,
    {
      clientName: 'Zoe Nguyen',
      clientEmail: 'zoe@example.com',
      paymentAmount: '511.17',
      paymentMethod: 'Bank Transfer',
      paymentDate: ISO_TIMESTAMP,
      description: 'Kitchen downlights',
      messageTemplate: "Thanks! Here's your receipt for the job.",
    },
  ],
  ['POST /api/{type}s/{id}/create-deposit-payment', CreateDepositPayment, { depositAmount: '255.59', customerEmail: 'zoe@example.com', customerName: 'Zoe Nguyen' }],
  [
    'POST /api/receipts',
    CreateReceipt,
    {
      clientName: 'Zoe Nguyen',
      clientEmail: 'zoe@example.com',
      paymentAmount: '511.17',
      paymentMethod: 'EFTPOS',
      paymentDate: ISO_TIMESTAMP,
      description: 'Kitchen downlights',
      messageTemplate: "Thanks! Here's your receipt for the job.",
      invoiceId,
      quoteId,
    },
  ],
  ['POST /api/receipts/{id}/send', SendReceipt, { method: 'sms' }],
  ['PATCH /api/quotes/{id}/public/approve and /reject (empty body)', AnswerQuote, {}],
];

describe("the seed's §7 bodies", () => {
  it.each(SEED_BODIES)('%s takes the body as the spec sends it', (_call, schema, body) => {
    const parsed = schema.safeParse(body);
    expect(parsed.success ? {} : fieldErrors(parsed.error)).toEqual({});
  });

  it('keeps an ISO due date and payment date for the service to read in the business’s time zone', () => {
    expect(CreateInvoiceFromQuote.parse({ dueDate: ISO_TIMESTAMP }).dueDate).toBe(ISO_TIMESTAMP);
    expect(UpdateInvoice.parse({ dueDate: ISO_TIMESTAMP }).dueDate).toBe(ISO_TIMESTAMP);
    expect(MarkInvoicePaid.parse({ paymentDate: ISO_TIMESTAMP }).paymentDate).toBe(ISO_TIMESTAMP);
  });
});
