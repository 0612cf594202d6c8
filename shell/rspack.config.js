import { federatedApp, plainPage } from '@cobber/ui/federation';

const dir = import.meta.dirname;

export default [
  // The host: served at the site root, so deep links like /clients find their assets.
  federatedApp({ name: 'shell', dir, entry: './src/main.tsx', publicPath: '/', title: 'Cobber' }),
  // The login page alone, which the gateway serves a signed-out visit to `/` (dist/login/).
  plainPage({ name: 'shell_login', dir, entry: './src/page/login.tsx', title: 'Cobber', folder: 'login/' }),
];
