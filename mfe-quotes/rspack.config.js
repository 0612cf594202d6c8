import { federatedApp } from '@cobber/ui/federation';

// Dashboard, manual and AI quotes, quote details and history, the price book. The gateway serves dist/ at /mfe/quotes/;
// dist/index.html is the standalone page for development, and dist-server/first-screen.js
// draws its screens on the server for a signed-in owner's first visit.
export default federatedApp({
  name: 'mfe_quotes',
  dir: import.meta.dirname,
  entry: './src/standalone/main.tsx',
  publicPath: 'auto',
  exposes: { './routes': './src/routes.ts' },
  title: 'Cobber quotes',
  firstScreens: './src/server/first-screen.ts',
});
