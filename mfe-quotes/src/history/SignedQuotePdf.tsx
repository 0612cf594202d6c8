import { FileDown } from 'lucide-react';
import { buttonClasses } from '@cobber/ui';

/** The owner's copy of the quote the client signed: its PDF carries who accepted it, when, and the signature. */
export function SignedQuotePdf({ quoteId }: { quoteId: string }) {
  return (
    <a href={`/api/quotes/${encodeURIComponent(quoteId)}/pdf`} download className={buttonClasses('outline')}>
      <FileDown aria-hidden />
      Download signed quote (PDF)
    </a>
  );
}
