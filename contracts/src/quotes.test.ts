import { describe, expect, it } from 'vitest';
import { fieldErrors } from './errors.ts';
import { ItemTypeLabels } from './items.ts';
import {
  AiQuoteForm,
  CreateQuote,
  CreateQuoteItem,
  CreateQuoteWithItems,
  formatQuoteNumber,
  GenerateQuoteRequest,
  NewQuoteForm,
  QuoteDraft,
  QuoteItemInput,
  QuoteStatusLabels,
  RequestDeposit,
  UpdateQuote,
  UpdateQuoteItem,
} from './quotes.ts';
import { AnswerQuote, PublicQuoteResponse } from './quote-answers.ts';

const errorsOf = (result: { error?: Parameters<typeof fieldErrors>[0] }) => fieldErrors(result.error!);
const clientId = '3f1c2a9e-8b4d-4c7e-9a61-2d5f0b7e4c13';
const header = { clientId, clientName: 'Jo Bloggs', clientEmail: 'jo@example.com', title: 'Switchboard upgrade' };
const labour = { description: 'Install switchboard', quantity: 2.5, unitPrice: '90.00', type: 'labor' };

describe('labels', () => {
  it('shows labor as Labour and statuses capitalised', () => {
    expect(ItemTypeLabels.labor).toBe('Labour');
    expect(QuoteStatusLabels.approved).toBe('Approved');
    expect(formatQuoteNumber(7)).toBe('Q-0007');
  });
});

describe('QuoteItemInput', () => {
  it('reads quantities in hundredths and prices in cents', () => {
    expect(QuoteItemInput.parse({ ...labour, detailedDescription: '' })).toEqual({
      description: 'Install switchboard',
      detailedDescription: null,
      quantity: 250,
      unitPrice: 9000,
      type: 'labor',
    });
  });

  it('gives the spec messages', () => {
    expect(errorsOf(QuoteItemInput.safeParse({ description: ' ', quantity: 0, unitPrice: '0.00', type: 'labor' }))).toEqual({
      description: 'Description is required',
      quantity: 'Hours/Quantity must be greater than 0',
      unitPrice: 'Rate/Price must be greater than 0',
    });
    expect(errorsOf(QuoteItemInput.safeParse({ description: 'x', quantity: '', unitPrice: 'abc', type: 'labor' }))).toEqual({
      quantity: 'Hours/Quantity must be greater than 0',
      unitPrice: 'Rate/Price must be greater than 0',
    });
  });

  it('refuses fractions of a cent rather than rounding them', () => {
    expect(errorsOf(QuoteItemInput.safeParse({ ...labour, unitPrice: '90.005' }))).toEqual({
      unitPrice: 'Use at most 2 decimal places',
    });
  });

  it('takes 0.01 as the smallest quantity and price', () => {
    expect(QuoteItemInput.parse({ ...labour, quantity: '0.01', unitPrice: 0.01 })).toMatchObject({ quantity: 1, unitPrice: 1 });
  });

  it('leaves deposits to the deposit request', () => {
    expect(errorsOf(QuoteItemInput.safeParse({ ...labour, type: 'deposit' }))).toEqual({
      type: 'Choose labour, materials or other',
    });
  });

  it('refuses a line too large to store', () => {
    expect(errorsOf(QuoteItemInput.safeParse({ ...labour, quantity: 100000, unitPrice: '99999999' }))).toEqual({
      unitPrice: 'Line total must be at most $999,999,999.99',
    });
  });
});

describe('NewQuoteForm and AiQuoteForm', () => {
  it('give the spec messages', () => {
    expect(errorsOf(NewQuoteForm.safeParse({ clientId: '', clientName: '', clientEmail: 'x', title: '' }))).toEqual({
      clientId: 'Please select a client',
      clientName: 'Client name is required',
      clientEmail: 'Valid email is required',
      title: 'Quote title is required',
    });
    expect(errorsOf(AiQuoteForm.safeParse({ jobDescription: 'too short' }))).toEqual({
      clientId: 'Please select a client',
      jobDescription: 'Please provide a detailed job description (at least 10 characters)',
    });
  });
});

describe('CreateQuote (POST /api/quotes)', () => {
  it('accepts the spec body and drops the amounts and status the server recomputes', () => {
    const body = {
      clientName: 'Jo Bloggs',
      clientEmail: 'jo@example.com',
      title: 'Switchboard upgrade',
      description: 'Replace the old board',
      totalAmount: '1.00',
      status: 'approved',
      includeTravel: true,
      travelDistance: 12.5,
      costPerKm: '1.50',
      travelCost: '999.00',
    };
    expect(CreateQuote.parse(body)).toEqual({
      clientId: null,
      clientName: 'Jo Bloggs',
      clientEmail: 'jo@example.com',
      title: 'Switchboard upgrade',
      description: 'Replace the old board',
      includeTravel: true,
      travelDistance: 1250,
      costPerKm: 150,
    });
  });

  it('defaults travel off at $1.50 per km', () => {
    expect(CreateQuote.parse(header)).toMatchObject({ clientId, includeTravel: false, travelDistance: 0, costPerKm: 150 });
  });

  it('rejects unknown fields', () => {
    expect(errorsOf(CreateQuote.safeParse({ ...header, ownerId: clientId }))).toEqual({ ownerId: 'Unknown field: ownerId' });
  });
});

describe('CreateQuoteWithItems', () => {
  it('creates the quote and its lines in one body', () => {
    const parsed = CreateQuoteWithItems.parse({ ...header, items: [labour] });
    expect(parsed.items).toEqual([{ ...labour, detailedDescription: null, quantity: 250, unitPrice: 9000 }]);
  });

  it('names the bad line', () => {
    expect(errorsOf(CreateQuoteWithItems.safeParse({ ...header, items: [labour, { ...labour, description: '' }] }))).toEqual({
      'items.1.description': 'Description is required',
    });
  });

  it('refuses a quote whose total, GST included, is too large to store', () => {
    const big = { ...labour, quantity: 1000, unitPrice: '999999.99' };
    expect(errorsOf(CreateQuoteWithItems.safeParse({ ...header, items: [big, big] }))).toEqual({
      items: 'Quote total must be at most $999,999,999.99',
    });
  });

  it('refuses the largest line and the largest travel with their own messages, never a crash', () => {
    const largest = { ...labour, quantity: 100000, unitPrice: '999999999.99' };
    expect(errorsOf(CreateQuoteWithItems.safeParse({ ...header, items: [largest] }))).toEqual({
      'items.0.unitPrice': 'Line total must be at most $999,999,999.99',
    });
    const travel = { includeTravel: true, travelDistance: 100000, costPerKm: '999999999.99' };
    for (const schema of [CreateQuote, CreateQuoteWithItems]) {
      expect(errorsOf(schema.safeParse({ ...header, ...travel }))).toEqual({ costPerKm: 'Travel must come to at most $999,999,999.99' });
    }
    expect(CreateQuote.parse({ ...header, ...travel, includeTravel: false })).toMatchObject({ includeTravel: false });
  });
});

describe('item calls', () => {
  it('POST /api/quote-items takes the spec body and drops totalPrice', () => {
    const body = { quoteId: clientId, ...labour, detailedDescription: 'RCDs', totalPrice: '1.00' };
    expect(CreateQuoteItem.parse(body)).toEqual({ ...labour, quoteId: clientId, detailedDescription: 'RCDs', quantity: 250, unitPrice: 9000 });
  });

  it('PATCH an item changes what is sent, deposits included', () => {
    expect(UpdateQuoteItem.parse({ unitPrice: '120', type: 'deposit', totalPrice: '120.00' })).toEqual({
      unitPrice: 12000,
      type: 'deposit',
    });
    expect(errorsOf(UpdateQuoteItem.safeParse({ quantity: -1 }))).toEqual({ quantity: 'Hours/Quantity must be greater than 0' });
  });
});

describe('UpdateQuote', () => {
  it('gives the Quote edit messages', () => {
    expect(errorsOf(UpdateQuote.safeParse({ title: '', clientName: ' ', clientEmail: 'x' }))).toEqual({
      title: 'Title is required',
      clientName: 'Client name is required',
      clientEmail: 'Invalid email address',
    });
  });

  it('lets the email and summaries be cleared', () => {
    expect(UpdateQuote.parse({ clientEmail: '', aiSummary: '', description: 'Tidy' })).toEqual({
      clientEmail: null,
      aiSummary: null,
      description: 'Tidy',
    });
  });

  const lineId = '9d2b6c1e-5a3f-4e7d-8c21-6b0f3e9a7d54';

  it('takes the whole list of lines: changed ones by id with only what changed, new ones whole', () => {
    const body = { title: 'Kitchen', items: [{ id: lineId, quantity: '3', totalPrice: '1.00' }, { ...labour, detailedDescription: '' }] };
    expect(UpdateQuote.parse(body)).toEqual({
      title: 'Kitchen',
      items: [
        { id: lineId, quantity: 300 },
        { description: 'Install switchboard', detailedDescription: null, quantity: 250, unitPrice: 9000, type: 'labor' },
      ],
    });
    expect(UpdateQuote.parse({ items: [] })).toEqual({ items: [] });
  });

  it('names the field of a bad line in the list', () => {
    const items = [{ id: lineId }, { ...labour, unitPrice: '0' }, { description: 'Cable' }, { id: 'seven', type: 'deposit' }];
    expect(errorsOf(UpdateQuote.safeParse({ items }))).toEqual({
      'items.1.unitPrice': 'Rate/Price must be greater than 0',
      'items.2.quantity': 'Hours/Quantity must be greater than 0',
      'items.2.unitPrice': 'Rate/Price must be greater than 0',
      'items.2.type': 'Choose labour, materials or other',
      'items.3.id': 'No such item on this document',
      'items.3.type': 'Choose labour, materials or other',
    });
    expect(errorsOf(UpdateQuote.safeParse({ items: [{ id: lineId, quantity: 100000, unitPrice: '999999999.99' }] }))).toEqual({
      'items.0.unitPrice': 'Line total must be at most $999,999,999.99',
    });
    expect(errorsOf(UpdateQuote.safeParse({ items: Array.from({ length: 101 }, () => labour) }))).toEqual({
      items: 'A quote can have at most 100 items',
    });
  });
});

describe('RequestDeposit', () => {
  it.each([
    [{}, 'Please enter a deposit amount'],
    [{ amount: '' }, 'Please enter a deposit amount'],
    [{ amount: 'lots' }, 'Please enter a valid deposit amount'],
    [{ amount: 0 }, 'Please enter a valid deposit amount'],
    [{ amount: '-5' }, 'Please enter a valid deposit amount'],
  ])('%j gives %s', (body, message) => {
    expect(errorsOf(RequestDeposit.safeParse(body))).toEqual({ amount: message });
  });

  it('reads the amount in cents', () => {
    expect(RequestDeposit.parse({ amount: '150.50' })).toEqual({ amount: 15050 });
  });
});

describe('GenerateQuoteRequest and QuoteDraft', () => {
  it('needs ten characters of job description', () => {
    expect(GenerateQuoteRequest.parse({ jobDescription: '  Replace 3 downlights  ' }).jobDescription).toBe('Replace 3 downlights');
    expect(errorsOf(GenerateQuoteRequest.safeParse({ jobDescription: '    fix it   ' }))).toEqual({
      jobDescription: 'Please provide a detailed job description (at least 10 characters)',
    });
  });

  it('reads the AI draft with the spec field names', () => {
    const draft = {
      title: 'Downlights',
      description: 'Replace three downlights',
      labour: [{ item: 'Install', hours: 1.5, rate: 90 }],
      materials: [{ item: 'LED downlight', quantity: 3, unit_cost: 24.5 }],
      other: [{ item: 'Disposal', cost: 20 }],
      travel: null,
    };
    expect(QuoteDraft.parse(draft)).toEqual(draft);
    expect(QuoteDraft.safeParse({ ...draft, labour: [{ item: 'x', hours: 1, cost: 2 }] }).success).toBe(false);
  });
});

describe('PublicQuoteResponse', () => {
  const response = {
    quote: {
      title: 'Downlights',
      clientName: 'Jo Bloggs',
      createdAt: '2025-07-01T09:30:00.000Z',
      status: 'sent',
      revision: 2,
      sentAt: '2025-07-02T01:00:00.000Z',
      totalAmount: '110.00',
      subtotal: '100.00',
      taxAmount: '10.00',
      description: null,
      aiSummary: 'Three LED downlights.',
      travelDistance: '0.00',
      travelCost: '0.00',
    },
    items: [
      { id: clientId, description: 'Install', type: 'labor', quantity: '1.00', unitPrice: '100.00', totalPrice: '100.00' },
    ],
    deposit: { requested: '30.00', paid: '0.00', due: '30.00' },
    business: { name: 'Sparky Co', logoUrl: null, email: 'hi@sparky.example', phone: null, brandColors: { primary: '#ff7a00' } },
  };

  it('carries what the client page shows', () => {
    expect(PublicQuoteResponse.parse(response)).toEqual(response);
  });

  it('refuses anything more, so nothing private leaks', () => {
    const leaky = { ...response, quote: { ...response.quote, clientEmail: 'jo@example.com' } };
    expect(errorsOf(PublicQuoteResponse.safeParse(leaky))).toEqual({ 'quote.clientEmail': 'Unknown field: clientEmail' });
    const leakyBusiness = { ...response, business: { ...response.business, bsb: '123-456' } };
    expect(PublicQuoteResponse.safeParse(leakyBusiness).success).toBe(false);
  });

  it('insists on wire-format money', () => {
    const floaty = { ...response, quote: { ...response.quote, totalAmount: '110' } };
    expect(PublicQuoteResponse.safeParse(floaty).success).toBe(false);
  });
});

describe('AnswerQuote (public approve and reject)', () => {
  it("takes the revision the page showed, or nothing (the spec's bare call)", () => {
    expect(AnswerQuote.parse({ revision: 3 })).toEqual({ revision: 3 });
    expect(AnswerQuote.parse({})).toEqual({});
    for (const revision of [0, 1.5, '3', null]) expect(AnswerQuote.safeParse({ revision }).success).toBe(false);
    expect(AnswerQuote.safeParse({ revision: 3, status: 'approved' }).success).toBe(false);
  });
});
