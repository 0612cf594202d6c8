import { federatedApp } from '@cobber/ui/federation';

// Clients, settings and business setup. The gateway serves dist/ at /mfe/clients/;
// dist/index.html is the standalone page for development, and dist-server/first-screen.js
// draws its screens on the server for a signed-in owner's first visit.
export default federatedApp({
  name: 'mfe_clients',
  dir: import.meta.dirname,
  entry: './src/standalone/main.tsx',
  publicPath: 'auto',
  exposes: { './routes': './src/routes.ts' },
  title: 'Cobber clients',
  firstScreens: './src/server/first-screen.ts',
});
