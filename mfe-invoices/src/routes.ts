import type { RemoteRoute } from '@cobber/ui';
import { drawnScreen, screen } from '@cobber/ui/routes';
import './styles.css';

// Signed out, /invoice/:id is the client's public page (mfe-public); here it is the owner's.
const routes: RemoteRoute[] = [
  { path: '/invoice/:id', access: 'owner', tab: 'invoices', back: '/invoices', ...drawnScreen(() => import('./details/InvoiceDetailsScreen.tsx')) },
  { path: '/invoices', access: 'owner', tab: 'invoices', ...drawnScreen(() => import('./invoice-list/InvoicesScreen.tsx')) },
  { path: '/receipts', access: 'owner', tab: 'invoices', back: '/invoices', ...drawnScreen(() => import('./receipts/ReceiptsScreen.tsx')) },
  // {type} is quote or invoice; the screen says 'Document Not Found' for anything else.
  { path: '/:type/:id/deposit', access: 'owner', tab: 'quotes', ...drawnScreen(() => import('./deposit/DepositScreen.tsx')) },
  { path: '/payment-success', access: 'owner', tab: 'quotes', back: '/', ...screen(() => import('./deposit/PaymentSuccessScreen.tsx')) },
];

export default routes;
