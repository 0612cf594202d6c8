import { z } from 'zod';
import {
  BrandColors,
  BusinessMessages,
  DEFAULT_HOURLY_RATE,
  DEFAULT_PAYMENT_TERMS,
  isValidAbn,
  isValidBsb,
  MAX_HOURLY_RATE,
  MIN_HOURLY_RATE,
  type Business,
  type UpdateBusiness,
} from '@cobber/contracts';

const anEmail = z.email();

/** Spec §5 "Business settings"; the form's own names (businessName, businessPhone…). */
export const SettingsForm = z.object({
  businessName: z.string().trim().min(1, BusinessMessages.nameRequired),
  abn: z.string().trim().refine((abn) => abn === '' || isValidAbn(abn), BusinessMessages.abn),
  businessPhone: z.string().trim().min(10, BusinessMessages.phone),
  businessContactEmail: z
    .string()
    .trim()
    .refine((email) => email === '' || anEmail.safeParse(email).success, BusinessMessages.settingsEmail),
  paymentTerms: z.string().trim(),
  quoteFooterNotes: z.string().trim(),
  bankName: z.string().trim(),
  bsb: z.string().trim().max(7, BusinessMessages.bsb).refine((bsb) => bsb === '' || isValidBsb(bsb), BusinessMessages.bsb),
  accountNumber: z
    .string()
    .trim()
    .max(10, BusinessMessages.accountNumber)
    .refine((number) => number === '' || /^\d+$/.test(number), BusinessMessages.accountNumber),
  accountName: z.string().trim(),
  defaultHourlyRate: z
    .string()
    .transform(hourlyRate)
    .pipe(z.number().min(MIN_HOURLY_RATE, BusinessMessages.hourlyRate).max(MAX_HOURLY_RATE, BusinessMessages.hourlyRate)),
  applyGST: z.boolean(),
  logoUrl: z.string().nullable(),
  brandColors: BrandColors.nullable(),
});
export type SettingsInput = z.input<typeof SettingsForm>;
export type SettingsValues = z.output<typeof SettingsForm>;

/** Spec §5: a non-numeric rate counts as 0 (and so fails the range check). */
export function hourlyRate(entry: string): number {
  const rate = Number.parseFloat(entry);
  return Number.isFinite(rate) ? rate : 0;
}

export function isHourlyRateInRange(rate: number): boolean {
  return rate >= MIN_HOURLY_RATE && rate <= MAX_HOURLY_RATE;
}

/** The form's values for the stored business, or a fresh one's defaults (spec §9). */
export function settingsFromBusiness(business: Business | null): SettingsInput {
  if (!business) {
    return {
      businessName: '',
      abn: '',
      businessPhone: '',
      businessContactEmail: '',
      paymentTerms: DEFAULT_PAYMENT_TERMS,
      quoteFooterNotes: '',
      bankName: '',
      bsb: '',
      accountNumber: '',
      accountName: '',
      defaultHourlyRate: DEFAULT_HOURLY_RATE.toFixed(2),
      applyGST: false,
      logoUrl: null,
      brandColors: null,
    };
  }
  return {
    businessName: business.name,
    abn: business.abn ?? '',
    businessPhone: business.phone ?? '',
    businessContactEmail: business.email ?? '',
    paymentTerms: business.paymentTerms ?? '',
    quoteFooterNotes: business.quoteFooterNotes ?? '',
    bankName: business.bankName ?? '',
    bsb: business.bsb ?? '',
    accountNumber: business.accountNumber ?? '',
    accountName: business.accountName ?? '',
    defaultHourlyRate: business.defaultHourlyRate.toFixed(2),
    applyGST: business.applyGST,
    logoUrl: business.logoUrl,
    brandColors: business.brandColors,
  };
}

/** The settings form onto the API's business fields (an empty entry clears the field). */
export function businessFromSettings(values: SettingsValues): z.input<typeof UpdateBusiness> {
  const orNull = (text: string) => (text === '' ? null : text);
  return {
    name: values.businessName,
    abn: orNull(values.abn),
    phone: orNull(values.businessPhone),
    email: orNull(values.businessContactEmail),
    paymentTerms: orNull(values.paymentTerms),
    quoteFooterNotes: orNull(values.quoteFooterNotes),
    bankName: orNull(values.bankName),
    bsb: orNull(values.bsb),
    accountNumber: orNull(values.accountNumber),
    accountName: orNull(values.accountName),
    defaultHourlyRate: values.defaultHourlyRate,
    applyGST: values.applyGST,
    logoUrl: values.logoUrl,
    brandColors: values.brandColors,
  };
}

/** The API's field names that the settings form calls otherwise. */
export const settingsFieldNames = {
  name: 'businessName',
  phone: 'businessPhone',
  email: 'businessContactEmail',
} as const;
