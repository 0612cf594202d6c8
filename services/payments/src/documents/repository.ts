import type { DepositDocumentType } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';

export interface DocumentRow {
  id: string;
  owner_id: string;
  type: DepositDocumentType;
  number: string | null;
  title: string;
  client_name: string;
  client_email: string | null;
  total_cents: string;
  paid_cents: string;
  quote_id: string | null;
  /** The document's status (an invoice's; null on invoice rows older than invoice payments by card). */
  status: string | null;
  /** A quote's requested deposit (its deposit item); null when none or for invoices. */
  deposit_cents: string | null;
  updated_at: Date;
}

type Db = Knex | Knex.Transaction;

/** A document's row as an event (or the quotes service) tells it; amounts as numbers of cents. */
export type DocumentCopy = Omit<DocumentRow, 'total_cents' | 'paid_cents' | 'deposit_cents' | 'updated_at'> & {
  total_cents: number;
  paid_cents: number;
  deposit_cents: number | null;
  updated_at: string;
};

/** An older snapshot arriving late never overwrites a newer one. */
export async function keepDocument(db: Db, row: DocumentCopy): Promise<void> {
  await db('documents').insert(row).onConflict('id').merge().where('documents.updated_at', '<=', row.updated_at);
}

export async function findDocument(
  db: Knex,
  ownerId: string,
  type: DepositDocumentType,
  id: string,
): Promise<DocumentRow | undefined> {
  return db('documents').where({ id, owner_id: ownerId, type }).first();
}

/** An invoice by its id alone: its client's link knows no owner (an unguessable UUID). */
export async function findPublicInvoice(db: Db, id: string): Promise<DocumentRow | undefined> {
  return db('documents').where({ id, type: 'invoice' }).first();
}

/** A document's number (`Q-0001`, `INV-0001`) as this service knows it; null when it has none or is unknown. */
export async function findDocumentNumber(db: Db, id: string): Promise<string | null> {
  const document: Pick<DocumentRow, 'number'> | undefined = await db('documents').where('id', id).first('number');
  return document?.number ?? null;
}

/** The job a document belongs to: the quote an invoice was made from, else the document itself. */
export async function findJobId(trx: Knex.Transaction, documentId: string): Promise<string | null> {
  const document: Pick<DocumentRow, 'id' | 'quote_id'> | undefined = await trx('documents').where('id', documentId).first('id', 'quote_id');
  return document ? (document.quote_id ?? document.id) : null;
}

/** A document's row, locked until the transaction ends. */
export async function lockDocumentRow(trx: Knex.Transaction, id: string): Promise<DocumentRow | undefined> {
  return trx('documents').where('id', id).forUpdate().first();
}

/** The invoices made from a job's quote. */
export async function invoiceIdsOfJob(trx: Knex.Transaction, jobId: string): Promise<string[]> {
  return trx('documents').where('quote_id', jobId).pluck('id');
}
