import { hydrateRoot } from 'react-dom/client';
import { PublicInvoice, type PublicInvoiceProps } from '../invoice/PublicInvoice.tsx';
import { readPageData } from './page-data.ts';
import { showToasts } from './toasts.tsx';
import './page.css';

// The browser half of /invoice/:id/pay: the server sent the page with its content (src/server).
hydrateRoot(document.getElementById('root')!, <PublicInvoice {...readPageData<PublicInvoiceProps>()} showToasts={showToasts} />);
