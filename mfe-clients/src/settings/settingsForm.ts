import type { FieldError, FieldErrors, Resolver, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import {
  BusinessMessages,
  DEFAULT_GST_BASIS,
  DEFAULT_NOTIFICATIONS,
  DEFAULT_REMINDERS,
  DEFAULT_HOURLY_RATE,
  DEFAULT_MYOB_ACCOUNT_NUMBER,
  DEFAULT_XERO_ACCOUNT_CODE,
  DEFAULT_PAYMENT_TERMS,
  DEFAULT_QUOTE_VALID_DAYS,
  UpdateBusiness,
  type Business,
  type BrandColors,
  type GstBasis,
  type NotificationSettings,
  type ReminderSettings,
  type TimeZone,
} from '@cobber/contracts';
import { deviceTimeZone } from '../common/TimeZoneSelect.tsx';

/** The settings form's own field names (businessName, businessPhone…). */
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
  /** Email, Australian mobile or ABN clients pay instantly to. */
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
  /** As typed, a whole number of days once saved. */
  quoteValidDays: string;
  quoteTerms: string;
  requireSignature: boolean;
  /** Each automatic follow-up and reminder, on or off with its days (NaN while a days box is empty). */
  reminders: ReminderSettings;
  /** Where the owner's own emails go (empty: their sign-in address) and which moments they hear about. */
  notifyEmail: string;
  notifications: NotificationSettings;
  /** As typed, a whole percent once saved: what each progress claim holds back. */
  retentionPercent: string;
}

/** The API's field names that the settings form calls otherwise. */
const formNames: Record<string, keyof SettingsValues> = {
  name: 'businessName',
  phone: 'businessPhone',
  email: 'businessContactEmail',
};

/** The form's name for an API field, or for a field inside one ('reminders.invoiceDue.days' stays as it is). */
export function settingsFieldName(apiField: string): keyof SettingsValues {
  return formNames[apiField] ?? (apiField as keyof SettingsValues);
}

function apiName(field: keyof SettingsValues): string {
  return Object.keys(formNames).find((apiField) => formNames[apiField] === field) ?? field;
}

/** A non-numeric rate counts as 0 (and so fails the range check). */
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
    reminders: values.reminders,
    notifyEmail: values.notifyEmail,
    notifications: values.notifications,
    retentionPercent: wholeDays(values.retentionPercent),
  };
}

/** Anything but a whole number (of days, or a percent) stays NaN, so the server's own range message names it. */
export function wholeDays(entry: string): number {
  return /^\s*\d+\s*$/.test(entry) ? Number(entry) : Number.NaN;
}

type SettingsResolver = Resolver<SettingsValues, unknown, z.output<typeof UpdateBusiness>>;

/**
 * Checks a settings section's fields with the API's own schema (UpdateBusiness, so the
 * form and the server give the same messages), plus the one rule only the settings
 * screen has: a phone of at least 10 characters, never empty. What passes is those fields
 * alone, as the PATCH sends them: a section never writes another section's fields back.
 */
export function sectionResolver(fields: readonly (keyof SettingsValues)[]): SettingsResolver {
  const sent = new Set(fields.map(apiName));
  return (values) => {
    const all = businessFromSettings(values);
    const section = Object.fromEntries(Object.entries(all).filter(([field]) => sent.has(field)));
    const errors: FieldErrors<SettingsValues> = {};
    const parsed = UpdateBusiness.safeParse(section);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const [field, ...inside] = issue.path.map(String);
        putError(errors, [settingsFieldName(field!), ...inside], { type: issue.code, message: issue.message });
      }
    }
    if (fields.includes('businessPhone') && values.businessPhone.trim().length < 10) {
      errors.businessPhone ??= { type: 'too_small', message: BusinessMessages.phone };
    }
    if (parsed.success && Object.keys(errors).length === 0) return { values: parsed.data, errors: {} };
    return { values: {}, errors };
  };
}

/** An error at its place in the form (a days box inside reminders, say); a field's first error is the one kept. */
function putError(errors: Record<string, unknown>, path: string[], error: FieldError): void {
  let place = errors;
  for (const name of path.slice(0, -1)) place = (place[name] ??= {}) as Record<string, unknown>;
  place[path.at(-1)!] ??= error;
}

/** The whole form checked at once (every section's fields). */
export const settingsResolver: SettingsResolver = (values, context, options) =>
  sectionResolver(Object.keys(values) as (keyof SettingsValues)[])(values, context, options);

/** The form's values for the stored business, or a fresh one's defaults. */
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
    reminders: business?.reminders ?? DEFAULT_REMINDERS,
    notifyEmail: business?.notifyEmail ?? '',
    notifications: business?.notifications ?? DEFAULT_NOTIFICATIONS,
    retentionPercent: String(business?.retentionPercent ?? 0),
  };
}

/** A settings section's form: the business's values, checked and saved a section at a time. */
export type SettingsForm = UseFormReturn<SettingsValues, unknown, z.output<typeof UpdateBusiness>>;
