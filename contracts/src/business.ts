import { z } from 'zod';
import { ABN_MESSAGE, isValidBsb, optionalAbn } from './abn.ts';
import { DEFAULT_GST_BASIS, DEFAULT_MYOB_ACCOUNT_NUMBER, DEFAULT_XERO_ACCOUNT_CODE, GstBasis, MyobAccountNumber, XeroAccountCode } from './books.ts';
import { RetentionPercent } from './claims.ts';
import { TimeZone } from './dates.ts';
import { optionalEmail, optionalText, Timestamp } from './fields.ts';
import { PAY_ID_MESSAGE, payIdKind } from './pay-id.ts';
import { DEFAULT_REMINDERS, ReminderSettings } from './reminders.ts';
import { DEFAULT_NOTIFICATIONS, NotificationSettings } from './notification-settings.ts';
import { DEFAULT_QUOTE_VALID_DAYS, QuoteValidDays } from './quote-validity.ts';
import { MAX_HOURLY_RATE, MIN_HOURLY_RATE } from './hourly-rate.ts';

export { DEFAULT_HOURLY_RATE, MAX_HOURLY_RATE, MIN_HOURLY_RATE } from './hourly-rate.ts';

/** The messages for the business forms, verbatim. */
export const BusinessMessages = {
  nameRequired: 'Business name is required',
  onboardingEmail: 'Invalid email',
  settingsEmail: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  hourlyRate: 'Hourly rate must be between $30 and $300',
  invalidFileType: 'Invalid file type',
  selectImage: 'Please select an image file',
  fileTooLarge: 'File too large',
  selectSmallerImage: 'Please select an image smaller than 5MB',
  abn: ABN_MESSAGE,
  bsb: 'BSB must be 6 digits, like 123-456',
  accountNumber: 'Account number must be at most 10 digits',
} as const;

export const DEFAULT_PAYMENT_TERMS = 'Payment due within 7 days of job completion.';
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

/** Colour roles extracted from a logo; each a `#rrggbb` value. */
export const BrandColors = z.record(z.string(), z.string().regex(/^#[0-9a-f]{6}$/i));
export type BrandColors = z.infer<typeof BrandColors>;

export const Business = z.object({
  id: z.uuid(),
  name: z.string(),
  abn: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  address: z.string().nullable(),
  logoUrl: z.string().nullable(),
  brandColors: BrandColors.nullable(),
  paymentTerms: z.string().nullable(),
  quoteFooterNotes: z.string().nullable(),
  bankName: z.string().nullable(),
  bsb: z.string().nullable(),
  accountNumber: z.string().nullable(),
  accountName: z.string().nullable(),
  /** Where clients pay instantly by bank: an email, an Australian mobile or the ABN; absent on older events. */
  payId: z.string().nullish(),
  defaultHourlyRate: z.number(),
  applyGST: z.boolean(),
  /** Where the business's days begin and end: due dates, overdue, receipt dates. */
  timeZone: TimeZone,
  /**
   * The books (our addition): the account sales go to in Xero's and MYOB's import files,
   * and how the business reports GST on its BAS. Defaults where an older business or
   * event has none.
   */
  xeroAccountCode: z.string().default(DEFAULT_XERO_ACCOUNT_CODE),
  myobAccountNumber: z.string().default(DEFAULT_MYOB_ACCOUNT_NUMBER),
  basBasis: GstBasis.default(DEFAULT_GST_BASIS),
  /** Automatic follow-ups and reminders; the defaults where an older business or event has none. */
  reminders: ReminderSettings.default(DEFAULT_REMINDERS),
  /** Winning the job; the defaults where an older business or event has none. */
  quoteValidDays: QuoteValidDays.default(DEFAULT_QUOTE_VALID_DAYS),
  /** The terms a client agrees to when accepting a quote; null: none. */
  quoteTerms: z.string().nullable().default(null),
  /** Whether accepting asks for the client's typed name and a drawn signature. */
  requireSignature: z.boolean().default(false),
  /** Where the owner's notifications are emailed; null: their sign-in address. */
  notifyEmail: z.string().nullable().default(null),
  notifications: NotificationSettings.default(DEFAULT_NOTIFICATIONS),
  /** The percent of each progress claim held back until the job is claimed; none (0) where an older business or event has none. */
  retentionPercent: RetentionPercent.optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Business = z.infer<typeof Business>;

const abn = optionalAbn;
const bsb = optionalText(7, BusinessMessages.bsb).refine(
  (value) => value === null || isValidBsb(value),
  BusinessMessages.bsb,
);
const accountNumber = optionalText(10, BusinessMessages.accountNumber).refine(
  (value) => value === null || /^\d{1,10}$/.test(value),
  BusinessMessages.accountNumber,
);
/** Empty or at least 10 characters (a phone is optional when creating a business). */
const phone = optionalText(40, BusinessMessages.phone).refine(
  (value) => value === null || value.length >= 10,
  BusinessMessages.phone,
);
/** PayID: empty means none; anything else an email, an Australian mobile or a valid ABN. */
const payId = optionalText(254, PAY_ID_MESSAGE).refine((value) => value === null || payIdKind(value) !== null, PAY_ID_MESSAGE);
const hourlyRate = z
  .number(BusinessMessages.hourlyRate)
  .min(MIN_HOURLY_RATE, BusinessMessages.hourlyRate)
  .max(MAX_HOURLY_RATE, BusinessMessages.hourlyRate)
  .transform((rate) => Math.round(rate * 100) / 100);
/** Only URLs this app handed out (a stored logo), never an arbitrary address. */
const logoUrl = optionalText(500).refine(
  (value) => value === null || /^\/(api\/)?uploads\/logos\/[A-Za-z0-9_-]+\.(png|jpg|webp)$/.test(value),
  'Logo must be uploaded first',
);

const businessFields = {
  name: z.string(BusinessMessages.nameRequired).max(200, 'Must be at most 200 characters').trim().min(1, BusinessMessages.nameRequired),
  abn,
  phone,
  website: optionalText(300),
  address: optionalText(500),
  logoUrl,
  brandColors: BrandColors.nullish(),
  paymentTerms: optionalText(2000),
  quoteFooterNotes: optionalText(2000),
  bankName: optionalText(100),
  bsb,
  accountNumber,
  accountName: optionalText(100),
  payId,
  defaultHourlyRate: hourlyRate.optional(),
  applyGST: z.boolean().optional(),
  /** Our addition, so optional: a new business without one takes its address's state. */
  timeZone: TimeZone.optional(),
  xeroAccountCode: XeroAccountCode.optional(),
  myobAccountNumber: MyobAccountNumber.optional(),
  basBasis: GstBasis.optional(),
  /** Replaced whole: every reminder with its on/off and days. */
  reminders: ReminderSettings.optional(),
  quoteValidDays: QuoteValidDays.optional(),
  quoteTerms: optionalText(5000),
  requireSignature: z.boolean('Choose on or off').optional(),
  notifyEmail: optionalEmail(BusinessMessages.settingsEmail),
  /** Replaced whole: every kind with its on/off. */
  notifications: NotificationSettings.optional(),
  retentionPercent: RetentionPercent.optional(),
};

/** `POST /api/business` (onboarding form and settings fields). */
export const CreateBusiness = z.strictObject({
  ...businessFields,
  email: optionalEmail(BusinessMessages.onboardingEmail),
});
export type CreateBusiness = z.infer<typeof CreateBusiness>;

/** `PATCH /api/business/:id`: the settings save; only the fields sent change. */
export const UpdateBusiness = z
  .strictObject({ ...businessFields, email: optionalEmail(BusinessMessages.settingsEmail) })
  .partial();
export type UpdateBusiness = z.infer<typeof UpdateBusiness>;

/** `POST /api/business/upload-logo` and `POST /api/upload-logo`. */
export const LogoUploadResponse = z.object({
  logoUrl: z.string(),
  brandColors: BrandColors.optional(),
});
export type LogoUploadResponse = z.infer<typeof LogoUploadResponse>;
