import { lazy } from 'react';
import type { RemoteRoute } from '@cobber/ui';
import './styles.css';

// Opened from an email link, /quote/:id comes server-rendered by the gateway; these
// routes show the same page when the shell navigates to it. Spec §2 lists it for
// signed-out visitors and owners alike.
const routes: RemoteRoute[] = [{ path: '/quote/:id', access: 'both', component: lazy(() => import('./quote/QuoteRoute.tsx')) }];

export default routes;
