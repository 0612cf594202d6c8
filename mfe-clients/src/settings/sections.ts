import { Banknote, Bell, Building2, FileText, Sheet, type LucideIcon } from 'lucide-react';
import type { SettingsValues } from './settingsForm.ts';

/** A part of Settings with its own screen and its own Save: what it holds and where it opens. */
export interface SettingsSection {
  path: string;
  title: string;
  /** What it holds, under its name on the Settings list. */
  holds: string;
  icon: LucideIcon;
  fields: readonly (keyof SettingsValues)[];
}

export const businessSection: SettingsSection = {
  path: '/settings/business',
  title: 'Business',
  holds: 'Name, logo, ABN, phone, email and time zone',
  icon: Building2,
  fields: ['logoUrl', 'brandColors', 'businessName', 'abn', 'businessPhone', 'businessContactEmail', 'timeZone'],
};

export const moneySection: SettingsSection = {
  path: '/settings/money',
  title: 'Money and bank',
  holds: 'GST, hourly rate, payment terms, retention and bank details',
  icon: Banknote,
  fields: ['applyGST', 'defaultHourlyRate', 'paymentTerms', 'retentionPercent', 'bankName', 'bsb', 'accountNumber', 'accountName', 'payId'],
};

export const quotesSection: SettingsSection = {
  path: '/settings/quotes',
  title: 'Quotes and reminders',
  holds: 'Validity, terms, signatures, reminders, price book',
  icon: FileText,
  fields: ['quoteValidDays', 'quoteTerms', 'requireSignature', 'quoteFooterNotes', 'reminders'],
};

export const notificationsSection: SettingsSection = {
  path: '/settings/notifications',
  title: 'Notifications',
  holds: 'What you hear about, by email and on this phone',
  icon: Bell,
  fields: ['notifyEmail', 'notifications'],
};

export const accountingSection: SettingsSection = {
  path: '/settings/accounting',
  title: 'Accounting',
  holds: 'Xero and MYOB, GST for the BAS, exports',
  icon: Sheet,
  fields: ['xeroAccountCode', 'myobAccountNumber', 'basBasis'],
};

export const SETTINGS_SECTIONS = [businessSection, moneySection, quotesSection, notificationsSection, accountingSection];
