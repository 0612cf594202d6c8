import { z } from 'zod';

/** `GET /api/auth/user` (DESIGN.md §5). */
export const User = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
});
export type User = z.infer<typeof User>;

const remember = z
  .union([z.boolean(), z.enum(['on', 'true', 'false', 'off', ''])])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true');

/** `POST /api/login`, as a form post or JSON. `mode: 'signup'` creates the account. */
export const LoginBody = z.object({
  email: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(1024),
  remember,
  mode: z.enum(['login', 'signup']).default('login'),
  firstName: z.string().trim().max(100).optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const SignupBody = LoginBody.extend({
  email: z.email('Valid email is required').max(254),
  password: z.string().min(8, 'Password must be at least 8 characters').max(1024),
  firstName: z.string('First name is required').trim().min(1, 'First name is required').max(100, 'Must be at most 100 characters'),
});
export type SignupBody = z.infer<typeof SignupBody>;

export const LoginResponse = z.object({ user: User });
export type LoginResponse = z.infer<typeof LoginResponse>;
