import { federatedApp, serverBuild } from '@cobber/ui/federation';

const dir = import.meta.dirname;

// Invoice details and receipts. The gateway serves dist/ at /mfe/invoices/;
// dist/index.html is the standalone page for development. Its first screens drawn on the
// server (issue 11) are dist-server/first-screen.js, which reads the browser build's CSS.
export default [
  ...federatedApp({
    name: 'mfe_invoices',
    dir,
    entry: './src/standalone/main.tsx',
    publicPath: 'auto',
    exposes: { './routes': './src/routes.ts' },
    title: 'Cobber invoices',
  }),
  serverBuild({ dir, entry: { 'first-screen': './src/server/first-screen.tsx' } }),
];
