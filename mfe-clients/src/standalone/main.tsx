import '@cobber/ui/styles.css';
import { mountStandalone } from '@cobber/web/standalone';
import routes from '../routes.ts';

// This microfrontend on its own page, for development: served with the app at /mfe/clients/, its screens under '#/clients' and so on.
await mountStandalone(routes, { home: '/clients' });
