import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATIONS, DEFAULT_QUOTE_VALID_DAYS, DEFAULT_REMINDERS, type Business, type TimeZone } from '@cobber/contracts';
import { sectionResolver, businessFromSettings, settingsFromBusiness, settingsResolver } from './settingsForm.ts';
import { businessSection, moneySection, quotesSection } from './sections.ts';

const business: Business = {
  id: '5a1d3c7e-2b9f-4e6a-8d0c-1f4e7a2b5c9d',
  name: 'Swan River Electrical',
  abn: null,
  email: null,
  phone: '0412 345 678',
  website: null,
  address: '12 Hay St, Perth WA 6000',
  logoUrl: null,
  brandColors: null,
  paymentTerms: null,
  quoteFooterNotes: null,
  bankName: null,
  bsb: null,
  accountNumber: null,
  accountName: null,
  defaultHourlyRate: 90,
  applyGST: true,
  timeZone: 'Australia/Perth',
  xeroAccountCode: '200',
  myobAccountNumber: '4-1000',
  basBasis: 'cash',
  reminders: DEFAULT_REMINDERS,
  quoteValidDays: DEFAULT_QUOTE_VALID_DAYS,
  quoteTerms: null,
  requireSignature: false,
  notifyEmail: null,
  notifications: DEFAULT_NOTIFICATIONS,
  createdAt: '2026-06-30T14:30:00.000Z',
  updatedAt: '2026-06-30T14:30:00.000Z',
};

describe('the settings form’s time zone', () => {
  it('shows the business’s time zone and saves the one chosen', () => {
    const values = settingsFromBusiness(business);
    expect(values.timeZone).toBe('Australia/Perth');
    expect(businessFromSettings({ ...values, timeZone: 'Australia/Darwin' })).toMatchObject({ timeZone: 'Australia/Darwin' });
  });

  it('names a zone that is not one of ours', async () => {
    const values = { ...settingsFromBusiness(business), timeZone: 'Europe/London' as TimeZone };
    const result = await settingsResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.timeZone?.message).toBe('Choose an Australian time zone');
  });
});

describe('the settings form’s accounting', () => {
  it('shows the business’s accounts and BAS basis, and saves the ones chosen', () => {
    const values = settingsFromBusiness({ ...business, xeroAccountCode: '4000', basBasis: 'accrual' });
    expect(values).toMatchObject({ xeroAccountCode: '4000', myobAccountNumber: '4-1000', basBasis: 'accrual' });
    expect(businessFromSettings({ ...values, myobAccountNumber: '4-1100', basBasis: 'cash' })).toMatchObject({ xeroAccountCode: '4000', myobAccountNumber: '4-1100', basBasis: 'cash' });
    expect(settingsFromBusiness(null)).toMatchObject({ xeroAccountCode: '200', myobAccountNumber: '4-1000', basBasis: 'cash' });
  });

  it('names an account the import would not take, with the server’s message', async () => {
    const values = { ...settingsFromBusiness(business), xeroAccountCode: '=SUM(A1)', myobAccountNumber: '41' };
    const result = await settingsResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors.xeroAccountCode?.message).toBe('An account code is up to 10 letters or digits, like 200');
    expect(result.errors.myobAccountNumber?.message).toBe('An account number is 5 digits, like 4-1000');
  });
});

describe('the settings form’s quote validity, terms and signature', () => {
  it('shows the business’s choices and saves the ones made', () => {
    const values = settingsFromBusiness({ ...business, quoteValidDays: 14, quoteTerms: 'Half up front.\nBalance on completion.', requireSignature: true });
    expect(values).toMatchObject({ quoteValidDays: '14', quoteTerms: 'Half up front.\nBalance on completion.', requireSignature: true });
    expect(businessFromSettings({ ...values, quoteValidDays: '60', quoteTerms: '', requireSignature: false })).toMatchObject({ quoteValidDays: 60, quoteTerms: '', requireSignature: false });
    expect(settingsFromBusiness(null)).toMatchObject({ quoteValidDays: '30', quoteTerms: '', requireSignature: false });
  });

  it('names days out of range or not whole with the server’s message', async () => {
    for (const quoteValidDays of ['0', '366', '7.5', 'ten', '']) {
      const values = { ...settingsFromBusiness(business), quoteValidDays };
      const result = await settingsResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
      expect(result.errors.quoteValidDays?.message, quoteValidDays).toBe('Quotes must be valid for 1 to 365 days');
    }
  });
});

describe('a settings section', () => {
  const options = { fields: {}, shouldUseNativeValidation: false } as const;

  it('sends only its own fields, so another section is never written back', async () => {
    const values = { ...settingsFromBusiness(business), bsb: '062-000', businessName: 'Changed elsewhere' };
    const result = await sectionResolver(moneySection.fields)(values, undefined, options);
    expect(result.errors).toEqual({});
    expect(Object.keys(result.values).sort()).toEqual(['accountName', 'accountNumber', 'applyGST', 'bankName', 'bsb', 'defaultHourlyRate', 'payId', 'paymentTerms', 'retentionPercent']);
    expect(result.values).toMatchObject({ bsb: '062-000' });
  });

  it('is not held back by another section’s bad field', async () => {
    const values = { ...settingsFromBusiness(business), businessPhone: '', quoteValidDays: 'ten' };
    expect((await sectionResolver(moneySection.fields)(values, undefined, options)).errors).toEqual({});
    const checked = await sectionResolver(businessSection.fields)(values, undefined, options);
    expect(checked.errors.businessPhone?.message).toBe('Please enter a valid phone number');
    expect(checked.errors.quoteValidDays).toBeUndefined();
  });

  it('names a reminder’s days at their own place', async () => {
    const values = settingsFromBusiness(business);
    const reminders = { ...values.reminders, invoiceOverdue: { on: true, days: 61 } };
    const result = await sectionResolver(quotesSection.fields)({ ...values, reminders }, undefined, options);
    expect(result.errors.reminders?.invoiceOverdue?.days?.message).toBe('Days must be a whole number from 1 to 60');
  });
});

describe('the settings form’s retention on progress claims', () => {
  it('shows none until chosen, saves a whole percent and names one past 10 with the server’s message', async () => {
    expect(settingsFromBusiness(business).retentionPercent).toBe('0');
    expect(businessFromSettings({ ...settingsFromBusiness(business), retentionPercent: '5' })).toMatchObject({ retentionPercent: 5 });
    const options = { fields: {}, shouldUseNativeValidation: false };
    for (const typed of ['11', '2.5', '']) {
      const result = await sectionResolver(moneySection.fields)({ ...settingsFromBusiness(business), retentionPercent: typed }, undefined, options);
      expect(result.errors.retentionPercent?.message, typed).toBe('Retention is a whole percent from 0 to 10');
    }
  });
});
