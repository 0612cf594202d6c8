import { createRoot, hydrateRoot } from 'react-dom/client';
import { PublicInvoice, type PublicInvoiceProps } from '../invoice/PublicInvoice.tsx';
import { readPageData } from './page-data.ts';
import './page.css';

let toasts: Promise<void> | undefined;

/** This page has no shell around it: the toasts arrive with the first thing that needs them. */
function showToasts(): Promise<void> {
  return (toasts ??= import('@cobber/ui/widgets').then(({ Toaster }) => {
    createRoot(document.body.appendChild(document.createElement('div'))).render(<Toaster />);
  }));
}

// The browser half of /invoice/:id/pay: the server sent the page with its content (src/server).
hydrateRoot(document.getElementById('root')!, <PublicInvoice {...readPageData<PublicInvoiceProps>()} showToasts={showToasts} />);
