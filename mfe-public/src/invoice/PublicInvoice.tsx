import type { PublicInvoiceResponse } from '@cobber/contracts';
import { InvoiceNotFound } from './InvoiceNotFound.tsx';
import { InvoicePage } from './InvoicePage.tsx';

/** What the server renders /invoice/:id/pay with, and the browser hydrates it with. */
export interface PublicInvoiceProps {
  id: string;
  /** null when the invoice could not be loaded. */
  found: PublicInvoiceResponse | null;
}

/**
 * What the client sees at /invoice/:id/pay: the invoice, or 'Invoice Not Found'.
 * `showToasts` mounts the toasts where no shell does (the server-rendered page).
 */
export function PublicInvoice({ id, found, showToasts }: PublicInvoiceProps & { showToasts?: () => Promise<void> }) {
  return found ? <InvoicePage id={id} found={found} showToasts={showToasts} /> : <InvoiceNotFound />;
}
