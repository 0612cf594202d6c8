import type { User } from '@cobber/contracts';
import { isUniqueViolation, type Knex } from '@cobber/kit';
import argon2 from 'argon2';

/** OWASP Password Storage: argon2id, 19 MiB, 2 iterations, 1 lane (NOTES.md). */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Compared against when the email is unknown, so timing does not tell which emails exist. */
const DUMMY_HASH = await argon2.hash('not-a-real-password', HASH_OPTIONS);

interface UserRow {
  id: string;
  email: string;
  first_name: string;
  password_hash: string;
}

const toUser = (row: UserRow): User => ({ id: row.id, email: row.email, firstName: row.first_name });

export async function createUser(db: Knex, email: string, firstName: string, password: string): Promise<User | null> {
  const passwordHash = await argon2.hash(password, HASH_OPTIONS);
  try {
    const [row] = await db('users')
      .insert({ id: crypto.randomUUID(), email, first_name: firstName, password_hash: passwordHash })
      .returning(['id', 'email', 'first_name', 'password_hash']);
    return toUser(row as UserRow);
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function verifyUser(db: Knex, email: string, password: string): Promise<User | null> {
  const row: UserRow | undefined = await db('users').whereRaw('lower(email) = lower(?)', [email]).first();
  const matches = await argon2.verify(row?.password_hash ?? DUMMY_HASH, password);
  return row && matches ? toUser(row) : null;
}

export async function findUser(db: Knex, id: string): Promise<User | null> {
  const row: UserRow | undefined = await db('users').where({ id }).first();
  return row ? toUser(row) : null;
}
