import { lazy } from 'react';
import type { RemoteRoute } from '@cobber/ui';
import './styles.css';

// Opened from an email link, /quote/:id and /invoice/:id/pay come server-rendered by the
// gateway; these routes show the same pages when the shell navigates to them. They are
// for signed-out visitors and owners alike, and /invoice/:id signed out only
// (signed in, it is the owner's Invoice Details).
const invoice = lazy(() => import('./invoice/InvoiceRoute.tsx'));
const routes: RemoteRoute[] = [
  { path: '/quote/:id', access: 'both', component: lazy(() => import('./quote/QuoteRoute.tsx')) },
  { path: '/variation/:id', access: 'both', component: lazy(() => import('./variation/VariationRoute.tsx')) },
  { path: '/invoice/:id/pay', access: 'both', component: invoice },
  { path: '/invoice/:id', access: 'public', component: invoice },
];

export default routes;
