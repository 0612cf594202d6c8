import { FileDown } from 'lucide-react';
import { apiPath } from '@cobber/web';
import { buttonClasses } from '@cobber/ui';

/** The owner's copy of the quote the client signed: its PDF carries who accepted it, when, and the signature. */
export function SignedQuotePdf({ quoteId }: { quoteId: string }) {
  return (
    <a href={apiPath('GET /api/quotes/:id/pdf', { params: { id: quoteId } })} download className={buttonClasses('outline')}>
      <FileDown aria-hidden />
      Download signed quote (PDF)
    </a>
  );
}
