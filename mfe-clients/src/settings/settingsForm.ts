import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  BusinessMessages,
  DEFAULT_GST_BASIS,
  DEFAULT_HOURLY_RATE,
  DEFAULT_MYOB_ACCOUNT_NUMBER,
  DEFAULT_XERO_ACCOUNT_CODE,
  DEFAULT_PAYMENT_TERMS,
  DEFAULT_QUOTE_VALID_DAYS,
  UpdateBusiness,
  type Business,
  type BrandColors,
  type GstBasis,
  type TimeZone,
} from '@cobber/contracts';
import { deviceTimeZone } from '../common/TimeZoneSelect.tsx';

/** The settings form's own field names (spec §3: businessName, businessPhone…). */
export interface SettingsValues {
  businessName: string;
  abn: string;
  businessPhone: string;
  businessContactEmail: string;
  paymentTerms: string;
  quoteFooterNotes: string;
  bankName: string;
  bsb: string;
  accountNumber: string;
  accountName: string;
  /** Email, Australian mobile or ABN clients pay instantly to (issue 12). */
  payId: string;
  /** As typed; "90.00" once rounded on blur. */
  defaultHourlyRate: string;
  applyGST: boolean;
  timeZone: TimeZone;
  logoUrl: string | null;
  brandColors: BrandColors | null;
  /** The books: where sales go in Xero and MYOB, and how GST is reported on the BAS. */
  xeroAccountCode: string;
  myobAccountNumber: string;
  basBasis: GstBasis;
  /** Winning the job (issue 17): as typed, a whole number of days once saved. */
  quoteValidDays: string;
  quoteTerms: string;
  requireSignature: boolean;
}

/** The API's field names that the settings form calls otherwise. */
const formNames: Record<string, keyof SettingsValues> = {
  name: 'businessName',
  phone: 'businessPhone',
  email: 'businessContactEmail',
};

export function settingsFieldName(apiField: string): keyof SettingsValues {
  return formNames[apiField] ?? (apiField as keyof SettingsValues);
}

/** Spec §5: a non-numeric rate counts as 0 (and so fails the range check). */
export function hourlyRate(entry: string): number {
  const rate = Number.parseFloat(entry);
  return Number.isFinite(rate) ? rate : 0;
}

/** The settings form onto the API's business fields (an empty entry clears the field). */
export function businessFromSettings(values: SettingsValues): z.input<typeof UpdateBusiness> {
  return {
    name: values.businessName,
    abn: values.abn,
    phone: values.businessPhone,
    email: values.businessContactEmail,
    paymentTerms: values.paymentTerms,
    quoteFooterNotes: values.quoteFooterNotes,
    bankName: values.bankName,
    bsb: values.bsb,
    accountNumber: values.accountNumber,
    accountName: values.accountName,
    payId: values.payId,
    defaultHourlyRate: hourlyRate(values.defaultHourlyRate),
    applyGST: values.applyGST,
    timeZone: values.timeZone,
    logoUrl: values.logoUrl,
    brandColors: values.brandColors,
    xeroAccountCode: values.xeroAccountCode,
    myobAccountNumber: values.myobAccountNumber,
    basBasis: values.basBasis,
    quoteValidDays: wholeDays(values.quoteValidDays),
    quoteTerms: values.quoteTerms,
    requireSignature: values.requireSignature,
  };
}

/** Anything but a whole number stays NaN, so the server's own range message names it. */
export function wholeDays(entry: string): number {
  return /^\s*\d+\s*$/.test(entry) ? Number(entry) : Number.NaN;
}

/**
 * Checks the form with the API's own schema (UpdateBusiness, so the form and the server
 * give the same §5 messages), plus the one rule only the settings screen has: a phone of
 * at least 10 characters, never empty.
 */
export const settingsResolver: Resolver<SettingsValues, unknown, z.output<typeof UpdateBusiness>> = (values) => {
  const errors: Partial<Record<keyof SettingsValues, FieldError>> = {};
  const parsed = UpdateBusiness.safeParse(businessFromSettings(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = settingsFieldName(String(issue.path[0]));
      errors[field] ??= { type: issue.code, message: issue.message };
    }
  }
  if (values.businessPhone.trim().length < 10) {
    errors.businessPhone ??= { type: 'too_small', message: BusinessMessages.phone };
  }
  if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
  return { values: {}, errors: errors as FieldErrors<SettingsValues> };
};

/** The form's values for the stored business, or a fresh one's defaults (spec §9). */
export function settingsFromBusiness(business: Business | null): SettingsValues {
  return {
    businessName: business?.name ?? '',
    abn: business?.abn ?? '',
    businessPhone: business?.phone ?? '',
    businessContactEmail: business?.email ?? '',
    paymentTerms: business ? (business.paymentTerms ?? '') : DEFAULT_PAYMENT_TERMS,
    quoteFooterNotes: business?.quoteFooterNotes ?? '',
    bankName: business?.bankName ?? '',
    bsb: business?.bsb ?? '',
    accountNumber: business?.accountNumber ?? '',
    accountName: business?.accountName ?? '',
    payId: business?.payId ?? '',
    defaultHourlyRate: (business?.defaultHourlyRate ?? DEFAULT_HOURLY_RATE).toFixed(2),
    applyGST: business?.applyGST ?? false,
    timeZone: business?.timeZone ?? deviceTimeZone(),
    logoUrl: business?.logoUrl ?? null,
    brandColors: business?.brandColors ?? null,
    xeroAccountCode: business?.xeroAccountCode ?? DEFAULT_XERO_ACCOUNT_CODE,
    myobAccountNumber: business?.myobAccountNumber ?? DEFAULT_MYOB_ACCOUNT_NUMBER,
    basBasis: business?.basBasis ?? DEFAULT_GST_BASIS,
    quoteValidDays: String(business?.quoteValidDays ?? DEFAULT_QUOTE_VALID_DAYS),
    quoteTerms: business?.quoteTerms ?? '',
    requireSignature: business?.requireSignature ?? false,
  };
}
