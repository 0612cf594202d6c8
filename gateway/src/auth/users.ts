import { isUniqueViolation, type Knex } from '@cobber/kit';
import argon2 from 'argon2';
import type { SessionUser } from './session.ts';

/** OWASP Password Storage: argon2id, 19 MiB, 2 iterations, 1 lane. */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Compared against when the email is unknown, so timing does not tell which emails exist. */
const DUMMY_HASH = await argon2.hash('not-a-real-password', HASH_OPTIONS);

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  password_hash: string;
  email_confirmed_at: Date | null;
}

const toUser = (row: UserRow): SessionUser => ({
  id: row.id,
  email: row.email,
  firstName: row.first_name,
  emailConfirmed: row.email_confirmed_at !== null,
});

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, HASH_OPTIONS);
}

/** A new account with its password already hashed; null when the email has one (any case). */
export async function insertUser(
  db: Knex,
  { email, firstName, passwordHash, emailConfirmed }: { email: string; firstName: string; passwordHash: string; emailConfirmed: boolean },
): Promise<SessionUser | null> {
  try {
    const [row] = await db('users')
      .insert({
        id: crypto.randomUUID(),
        email,
        first_name: firstName,
        password_hash: passwordHash,
        email_confirmed_at: emailConfirmed ? db.fn.now() : null,
      })
      .returning('*');
    return toUser(row as UserRow);
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function createUser(db: Knex, email: string, firstName: string, password: string): Promise<SessionUser | null> {
  return insertUser(db, { email, firstName, passwordHash: await hashPassword(password), emailConfirmed: false });
}

export async function verifyUser(db: Knex, email: string, password: string): Promise<SessionUser | null> {
  const row: UserRow | undefined = await db('users').whereRaw('lower(email) = lower(?)', [email]).first();
  const matches = await argon2.verify(row?.password_hash ?? DUMMY_HASH, password);
  return row && matches ? toUser(row) : null;
}

export async function findUserByEmail(db: Knex, email: string): Promise<SessionUser | null> {
  const row: UserRow | undefined = await db('users').whereRaw('lower(email) = lower(?)', [email]).first();
  return row ? toUser(row) : null;
}

/** Sets a new password; answers the user as they now are. */
export async function setPassword(db: Knex, id: string, password: string): Promise<SessionUser> {
  const [row] = await db('users').where({ id }).update({ password_hash: await hashPassword(password) }).returning('*');
  return toUser(row as UserRow);
}

/** The owner has shown the email is theirs: Cobber may now send to clients for them. */
export async function confirmEmail(db: Knex, id: string): Promise<void> {
  await db('users').where({ id }).whereNull('email_confirmed_at').update({ email_confirmed_at: db.fn.now() });
}
