import { VariationMessages, type ApproveVariation, type PublicVariation, type VariationStatus } from '@cobber/contracts';
import { conflict, notFound, type Knex } from '@cobber/kit';
import { findBusiness } from '@cobber/documents';
import { businessForClient } from '../public/business.ts';
import { addHistory } from '../quotes/repository.ts';
import { signaturePng } from '../quotes/signature.ts';
import { findAnyVariation, findJobClientName, findVariedJob, listVariationItems, updateVariation, type VariationRow } from './repository.ts';
import { toVariation, toVariationItem } from './rows.ts';
import { variationWords } from './service.ts';

/** A variation its client may see: one that was sent (a draft is the business's alone). */
async function sentVariation(db: Knex | Knex.Transaction, id: string, { lock = false } = {}): Promise<VariationRow> {
  const row = await findAnyVariation(db, id, { lock });
  if (!row || row.status === 'draft') throw notFound('Variation not found');
  return row;
}

/** `GET /api/variations/:id/public`: the variation, its lines, the job it changes and who it is from. */
export async function publicVariation(db: Knex, id: string): Promise<PublicVariation> {
  const row = await sentVariation(db, id);
  const [items, quote, business] = await Promise.all([
    listVariationItems(db, [row.id]),
    findVariedJob(db, row.quote_id),
    findBusiness(db, row.owner_id),
  ]);
  const { quoteId: _quoteId, items: _items, createdAt: _createdAt, ...variation } = toVariation(row, items);
  return {
    variation,
    items: items.map(toVariationItem),
    job: { title: quote.title, clientName: quote.client_name, acceptedTotal: quote.total_amount },
    business: businessForClient(business),
  };
}

export interface VariationAnswer {
  /** On approving: the name the client typed and what they drew (its PNG checked by its bytes). */
  signature?: ApproveVariation['signature'];
  clientAddress: string | null;
  userAgent: string | null;
}

function signed({ signature }: VariationAnswer) {
  return signature ? { signed_name: signature.name, signature_png: signaturePng(signature.image) } : {};
}

/**
 * The client approves or declines a sent variation, once, under its lock: the same answer
 * again answers as before (a double tap), another after it is a 409.
 */
export async function answerVariation(db: Knex, id: string, answer: 'approved' | 'rejected', input: VariationAnswer): Promise<{ status: VariationStatus }> {
  return db.transaction(async (trx) => {
    const row = await sentVariation(trx, id, { lock: true });
    if (row.status === answer) return { status: row.status };
    if (row.status !== 'sent') throw conflict(VariationMessages.notSent);
    const from = { client_address: input.clientAddress, user_agent: input.userAgent };
    const changes = answer === 'approved' ? { status: answer, approved_at: trx.fn.now(), ...signed(input), ...from } : { status: answer, rejected_at: trx.fn.now(), ...from };
    const updated = await updateVariation(trx, row.id, changes);
    const quote = await findJobClientName(trx, row.quote_id);
    const who = updated.signed_name ?? quote.client_name;
    await addHistory(trx, row.quote_id, [{ changeType: 'variation', description: `${who} ${answer === 'approved' ? 'approved' : 'declined'} ${variationWords(row)}` }]);
    return { status: updated.status };
  });
}
