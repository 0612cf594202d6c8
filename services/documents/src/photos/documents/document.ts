import type { Photo } from '@cobber/contracts';
import type { Knex } from '@cobber/kit';
import type { PhotoRow, PhotoTable } from './repository.ts';

/**
 * What the photo code needs to know of the document the photos are on, a quote or a
 * receipt: where its photos are kept, its owner's path, how to find it, and what to say.
 */
export interface PhotoDocument extends PhotoTable {
  /** The owner's path to these documents: `/api/quotes`, `/api/receipts`. */
  path: string;
  messages: {
    /** 'Quote not found': another owner's document is a 404, as a missing one. */
    notFound: string;
    /** `PhotoMessages.tooMany('quote')`. */
    tooMany: string;
  };
  /** The owner's document, or null when they have none of that id. */
  find(db: Knex, ownerId: string, documentId: string): Promise<unknown>;
  /** The same, locked until the transaction ends, so two changes to its photos follow one another. */
  findLocked(trx: Knex.Transaction, ownerId: string, documentId: string): Promise<unknown>;
  /** A last step after each add, change or remove of a photo, in the same transaction. */
  afterChange?(trx: Knex.Transaction, documentId: string): Promise<void>;
}

/** A photo as the owner's screens read it: its files through the owner's routes. */
export function ownerPhoto(path: string, documentId: string, row: PhotoRow): Photo {
  const base = `${path}/${documentId}/photos/${row.id}`;
  return { id: row.id, url: `${base}/display`, thumbnailUrl: `${base}/thumbnail`, label: row.label, caption: row.caption, position: row.position };
}
