import { z } from 'zod';
import { optionalText, requiredEmail, Timestamp } from './fields.ts';

export const ClientMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Valid email is required',
  phoneInvalid: 'Enter an Australian phone number, e.g. 0412 345 678',
} as const;

/** What people type between the digits of a phone number: spaces, brackets, dashes, dots. */
const PHONE_SPACING = /[\s().-]/g;

/**
 * Australian numbers a tradie can ring: mobiles (04, +61 4), landlines with their area
 * code (02, 03, 07, 08, +61 2/3/7/8), and 13, 1300 and 1800 business numbers (callable,
 * never textable: texting checks mobiles on its own).
 */
const AUSTRALIAN_PHONE = [/^(?:\+?61|0)[23478]\d{8}$/, /^13\d{4}$/, /^1[38]00\d{6}$/];

/** True when `typed` is an Australian phone number however it was spaced ("+61 (0)412 345 678" too). */
export function isAustralianPhone(typed: string): boolean {
  const digits = typed.replace(/^\s*\+61\s*\(0\)/, '+61').replace(PHONE_SPACING, '');
  return AUSTRALIAN_PHONE.some((pattern) => pattern.test(digits));
}

export const Client = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Client = z.infer<typeof Client>;

const clientFields = {
  name: z.string(ClientMessages.nameRequired).trim().min(1, ClientMessages.nameRequired).max(200, 'Must be at most 200 characters'),
  email: requiredEmail(ClientMessages.emailRequired, ClientMessages.emailInvalid),
  // Checked when typed, kept as typed; a number kept before the check still loads.
  phone: optionalText(40).refine((phone) => phone === null || isAustralianPhone(phone), ClientMessages.phoneInvalid),
  address: optionalText(500),
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
