import { federatedApp } from '@cobber/ui/federation';

// The host: served at the site root, so deep links like /clients find their assets.
export default federatedApp({
  name: 'shell',
  dir: import.meta.dirname,
  entry: './src/main.tsx',
  publicPath: '/',
  title: 'Cobber',
});
