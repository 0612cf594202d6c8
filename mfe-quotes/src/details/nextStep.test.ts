import { describe, expect, it } from 'vitest';
import { nextStep } from './nextStep.ts';

describe("a quote's next step", () => {
  it('sends a draft', () => {
    expect(nextStep({ status: 'draft', invoiceId: null })).toBe('send');
  });

  it('sends again, or shares the link of, a quote the client has', () => {
    expect(nextStep({ status: 'sent' })).toBe('resend');
    expect(nextStep({ status: 'viewed' })).toBe('resend');
    expect(nextStep({ status: 'expired' })).toBe('resend');
  });

  it('invoices an accepted quote, and opens the invoice once there is one', () => {
    expect(nextStep({ status: 'approved', invoiceId: null })).toBe('create_invoice');
    expect(nextStep({ status: 'approved', invoiceId: '0b6f5a52-3c1e-4c8e-9f51-1d2e3f4a5b6c' })).toBe('view_invoice');
  });

  it('leads a job billed in progress claims to its next claim, not to one invoice of the whole job', () => {
    expect(nextStep({ status: 'approved', invoiceId: null }, { billedInClaims: true })).toBe('claims');
    expect(nextStep({ status: 'approved', invoiceId: null }, { billedInClaims: false })).toBe('create_invoice');
  });

  it('copies a declined quote to start again', () => {
    expect(nextStep({ status: 'rejected' })).toBe('copy');
  });
});
