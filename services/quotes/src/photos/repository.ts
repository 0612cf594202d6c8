import { photoRows, type PhotoTable } from '@cobber/documents/photos';

/** Job photos on quotes are kept in quote_photos, one row a photo. */
export const quotePhotoTable: PhotoTable = { table: 'quote_photos', column: 'quote_id' };

/** The kit's photo queries on quotes' photos: the owner's routes, the public page and the PDF read them. */
export const quotePhotoRows = photoRows(quotePhotoTable);
