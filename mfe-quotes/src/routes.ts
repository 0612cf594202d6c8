import { lazy } from 'react';
import type { RemoteRoute } from '@cobber/ui';
import './styles.css';

const routes: RemoteRoute[] = [
  { path: '/', access: 'owner', tab: 'quotes', component: lazy(() => import('./dashboard/DashboardScreen.tsx')) },
  { path: '/quote/new', access: 'owner', tab: 'quotes', back: '/', component: lazy(() => import('./new-quote/NewQuoteScreen.tsx')) },
  { path: '/quote/ai', access: 'owner', tab: 'quotes', back: '/', component: lazy(() => import('./ai-quote/AiQuoteScreen.tsx')) },
  {
    path: '/quote/:id/details',
    access: 'owner',
    tab: 'quotes',
    back: '/',
    component: lazy(() => import('./details/QuoteDetailsScreen.tsx')),
  },
  {
    path: '/quote/:id/history',
    access: 'owner',
    tab: 'quotes',
    back: '/',
    component: lazy(() => import('./history/QuoteHistoryScreen.tsx')),
  },
  {
    path: '/settings/price-book',
    access: 'owner',
    tab: 'settings',
    back: '/settings',
    component: lazy(() => import('./price-book/PriceBookScreen.tsx')),
  },
];

export default routes;
