import { z } from 'zod';
import { optionalText, requiredEmail, Timestamp } from './fields.ts';

export const ClientMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Valid email is required',
} as const;

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
  phone: optionalText(40),
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
