import { FileMinus } from 'lucide-react';
import type { Invoice } from '@cobber/contracts';
import { buttonClasses } from '@cobber/ui';
import { apiPath } from '@cobber/web';

/** A cancelled invoice the client was sent is taken back by its credit note: the file for the books and the client's software. */
export function CreditNoteLink({ invoice }: { invoice: Invoice }) {
  if (invoice.status !== 'cancelled' || !invoice.sentAt) return null;
  return (
    <a href={apiPath('GET /api/invoices/:id/credit-note', { params: { id: invoice.id } })} download className={buttonClasses('outline')}>
      <FileMinus aria-hidden />
      Download credit note (XML)
    </a>
  );
}
