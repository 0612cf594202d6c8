import '@cobber/ui/styles.css';
import { mountStandalone } from '@cobber/web/standalone';
import routes from '../routes.ts';

// This microfrontend on its own page, for development: served with the app at /mfe/invoices/: '#/receipts' and '#/invoice/{id}'.
await mountStandalone(routes);
