import { federatedApp, serverBuild } from '@cobber/ui/federation';

const dir = import.meta.dirname;

// The signed-in dashboard's first screen rendered on the server (issue 11): the gateway
// calls dist-server/dashboard-screen.js for `GET /`, which reads the browser build's CSS in dist/.
const server = serverBuild({ dir, entry: { 'dashboard-screen': './src/server/dashboard-screen.tsx' } });

// Dashboard, manual and AI quotes, quote details and history. The gateway serves dist/
// at /mfe/quotes/; dist/index.html is the standalone page for development.
export default [
  ...federatedApp({
    name: 'mfe_quotes',
    dir,
    entry: './src/standalone/main.tsx',
    publicPath: 'auto',
    exposes: { './routes': './src/routes.ts' },
    title: 'Cobber quotes',
  }),
  server,
];
