import { lazy } from 'react';
import type { RemoteRoute } from '@cobber/ui';
import './styles.css';

// Signed out, /invoice/:id is the client's public page (mfe-public); here it is the owner's.
const routes: RemoteRoute[] = [
  { path: '/invoice/:id', access: 'owner', tab: 'quotes', back: '/', component: lazy(() => import('./details/InvoiceDetailsScreen.tsx')) },
  { path: '/receipts', access: 'owner', tab: 'settings', back: '/settings', component: lazy(() => import('./receipts/ReceiptsScreen.tsx')) },
];

export default routes;
