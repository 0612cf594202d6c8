import { federatedApp } from '@cobber/ui/federation';

// Dashboard, manual and AI quotes, quote details and history. The gateway serves dist/
// at /mfe/quotes/; dist/index.html is the standalone page for development.
export default federatedApp({
  name: 'mfe_quotes',
  dir: import.meta.dirname,
  entry: './src/standalone/main.tsx',
  publicPath: 'auto',
  exposes: { './routes': './src/routes.ts' },
  title: 'Cobber quotes',
});
