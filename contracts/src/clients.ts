import { z } from 'zod';
import { optionalAbn } from './abn.ts';
import { optionalText, requiredEmail, Timestamp } from './fields.ts';

export const ClientMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Valid email is required',
  phoneInvalid: 'Enter an Australian phone number, e.g. 0412 345 678',
} as const;

// Any spaces, brackets, dashes or dots between the digits, as people type them (no tab or
// line break: a one-line field holds no control character).
const _ = String.raw`[ ().-]*`;
const digits = (count: number) => String.raw`(?:${_}\d){${count}}`;

/**
 * Australian numbers a tradie can ring, however they are spaced: mobiles and landlines
 * with their area code (04, 02, 03, 07, 08; +61 4…, +61 (0)2…), and 13, 1300 and 1800
 * business numbers (callable, never textable: texting checks mobiles on its own). One
 * pattern, so the API's description states the rule the server holds a phone to.
 */
const AUSTRALIAN_PHONE = new RegExp(
  [
    String.raw`^${_}(?:`,
    String.raw`(?:\+${_})?6${_}1${_}(?:\(0\)${_}|0${_})?[23478]${digits(8)}`,
    String.raw`|0${_}[23478]${digits(8)}`,
    String.raw`|1${_}3${digits(4)}`,
    String.raw`|1${_}[38]${_}0${_}0${digits(6)}`,
    String.raw`)${_}$`,
  ].join(''),
);

/** True when `typed` is an Australian phone number ("+61 (0)412 345 678" and "(02) 9876-5432" too). */
export function isAustralianPhone(typed: string): boolean {
  return AUSTRALIAN_PHONE.test(typed);
}

/** An optional phone: empty means none; anything else an Australian number, kept as typed. */
const phone = z
  .string()
  .max(40, ClientMessages.phoneInvalid)
  .trim()
  .regex(new RegExp(String.raw`^ *$|${AUSTRALIAN_PHONE.source}`), ClientMessages.phoneInvalid)
  .nullish()
  .transform((value) => (value ? value : null));

export const Client = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  /** A business client's ABN, so their e-invoice names them by it; absent from events written before it. */
  abn: z.string().nullable().optional(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Client = z.infer<typeof Client>;

const clientFields = {
  name: z.string(ClientMessages.nameRequired).max(200, 'Must be at most 200 characters').trim().min(1, ClientMessages.nameRequired),
  email: requiredEmail(ClientMessages.emailRequired, ClientMessages.emailInvalid),
  // Checked when typed; a number kept before the check still loads (Client above).
  phone,
  address: optionalText(500),
  /** Optional, checked like the business's own. */
  abn: optionalAbn,
};

/** `POST /api/clients`. */
export const CreateClient = z.strictObject(clientFields);
export type CreateClient = z.infer<typeof CreateClient>;

/** `PATCH /api/clients/:id`. */
export const UpdateClient = z.strictObject(clientFields).partial();
export type UpdateClient = z.infer<typeof UpdateClient>;

export const ClientList = z.array(Client);
export type ClientList = z.infer<typeof ClientList>;

export { clientInitials } from './client-initials.ts';
