import { isValidAbn } from './abn.ts';

// Plain code, no zod: the invoice PDF (made in the client's browser too) prints it.

/**
 * PayID: a business receives instant bank payments (NPP/Osko) to an
 * email address, an Australian mobile or its ABN; the payer's bank shows the account name,
 * and the invoice number goes in the reference.
 */
export const PAY_ID_MESSAGE = 'PayID must be an email address, an Australian mobile (04xx xxx xxx) or an ABN';

export type PayIdKind = 'email' | 'mobile' | 'abn';

/** An address a bank would take: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** What kind of PayID `text` is (spaces and dashes in a number allowed), or null when none. */
export function payIdKind(text: string): PayIdKind | null {
  const value = text.trim();
  if (value.includes('@')) return EMAIL.test(value) ? 'email' : null;
  const digits = value.replace(/[\s-]/g, '');
  if (/^(04\d{8}|\+614\d{8})$/.test(digits)) return 'mobile';
  if (isValidAbn(digits)) return 'abn';
  return null;
}

/** What a document calls it, before the PayID itself: "PayID (mobile)", "PayID (ABN)" or "PayID (email)". */
export function payIdLabel(payId: string): string {
  const kind = payIdKind(payId);
  return kind === 'abn' ? 'PayID (ABN)' : kind === 'mobile' ? 'PayID (mobile)' : 'PayID (email)';
}
