import { type Handlers, type Knex, type Logger } from '@cobber/kit';
import { fetchLogo, findBusiness, makeQuotePdf } from '@cobber/documents';
import type { PhotoStore } from '@cobber/documents/photos';
import { quoteOptions } from '../options/pricing.ts';
import { pdfAcceptance } from './acceptance.ts';
import { quotePdfPhotos } from './pdf-photos.ts';
import { listItems } from './repository.ts';
import { toItem, toQuote } from './rows.ts';
import { findOwnedQuote } from './service.ts';

/** What the owner's copy of a quote's PDF needs beyond the database: where clients reach the app, the job photos' files, and a log. */
export interface QuoteDocuments {
  publicUrl: string;
  photoStore: PhotoStore;
  logger: Logger;
}

/**
 * The owner's copy of the quote's PDF as it stands, carrying "Accepted by {name} on
 * {date, time}" and the signature once the client accepted it online: the signed quote a
 * tradie keeps. Another owner's quote is 404.
 */
export function quotePdfHandlers(db: Knex, documents: QuoteDocuments): Handlers<'quotes', 'quotePdf'> {
  return {
    async quotePdf(ctx) {
      const row = await findOwnedQuote(db, ctx.state.owner.id, ctx.params.id!);
      const [items, business, acceptance, photos, options] = await Promise.all([
        listItems(db, row.id),
        findBusiness(db, row.owner_id),
        pdfAcceptance(db, row.id),
        quotePdfPhotos(db, documents.photoStore, row.id),
        quoteOptions(db, row),
      ]);
      const quote = toQuote(row);
      const pdf = await makeQuotePdf({
        quote,
        items: items.map(toItem),
        business,
        logo: await fetchLogo(documents.publicUrl, business.logoUrl, documents.logger),
        publicUrl: new URL(`/quote/${row.id}`, documents.publicUrl).toString(),
        acceptance,
        photos,
        options,
      });
      ctx.type = 'application/pdf';
      ctx.set('Content-Disposition', `attachment; filename="Quote-${quote.quoteNumber ?? quote.id}.pdf"`);
      ctx.set('Cache-Control', 'private, no-store');
      ctx.body = Buffer.from(pdf);
    },
  };
}
