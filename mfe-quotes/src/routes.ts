import type { RemoteRoute } from '@cobber/ui';
import { drawnScreen } from '@cobber/ui/routes';
import './styles.css';

const routes: RemoteRoute[] = [
  { path: '/', access: 'owner', tab: 'quotes', ...drawnScreen(() => import('./dashboard/DashboardScreen.tsx')) },
  { path: '/quote/new', access: 'owner', tab: 'quotes', back: '/', ...drawnScreen(() => import('./new-quote/NewQuoteScreen.tsx')) },
  { path: '/quote/ai', access: 'owner', tab: 'quotes', back: '/', ...drawnScreen(() => import('./ai-quote/AiQuoteScreen.tsx')) },
  { path: '/quote/:id/details', access: 'owner', tab: 'quotes', back: '/', ...drawnScreen(() => import('./details/QuoteDetailsScreen.tsx')) },
  { path: '/quote/:id/history', access: 'owner', tab: 'quotes', back: '/', ...drawnScreen(() => import('./history/QuoteHistoryScreen.tsx')) },
  { path: '/settings/price-book', access: 'owner', tab: 'settings', back: '/settings', ...drawnScreen(() => import('./price-book/PriceBookScreen.tsx')) },
];

export default routes;
