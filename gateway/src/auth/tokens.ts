import { createHash, randomBytes } from 'node:crypto';
import type { Knex } from '@cobber/kit';

/**
 * Single-use links mailed to an address (password reset, finishing a sign-up, confirming
 * an email). Only a hash of the token is stored, so the table alone opens nothing; a
 * token works once, until it expires, and a newer link for the same address and purpose
 * replaces the older.
 */
export type TokenPurpose = 'password_reset' | 'signup' | 'email_confirmation';

export const TOKEN_LIFETIME_MINUTES: Record<TokenPurpose, number> = {
  password_reset: 30,
  signup: 24 * 60,
  email_confirmation: 7 * 24 * 60,
};

export interface RedeemedToken {
  email: string;
  userId: string | null;
  payload: Record<string, unknown>;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(
  db: Knex,
  purpose: TokenPurpose,
  { email, userId = null, payload = {} }: { email: string; userId?: string | null; payload?: Record<string, unknown> },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (trx) => {
    await trx('account_tokens').where({ purpose }).whereRaw('lower(email) = lower(?)', [email]).whereNull('used_at').update({ used_at: trx.fn.now() });
    await trx('account_tokens').insert({
      token_hash: hashOf(token),
      purpose,
      email,
      user_id: userId,
      payload: JSON.stringify(payload),
      expires_at: trx.raw(`now() + make_interval(mins => ?)`, [TOKEN_LIFETIME_MINUTES[purpose]]),
    });
  });
  return token;
}

/** Uses the token up, atomically; null when it is unknown, used, expired or for another purpose. */
export async function redeemToken(db: Knex, purpose: TokenPurpose, token: string): Promise<RedeemedToken | null> {
  const [row] = await db('account_tokens')
    .where({ token_hash: hashOf(token), purpose })
    .whereNull('used_at')
    .andWhere('expires_at', '>', db.fn.now())
    .update({ used_at: db.fn.now() })
    .returning(['email', 'user_id', 'payload']);
  return row ? { email: row.email, userId: row.user_id, payload: row.payload } : null;
}
