import { federatedApp, serverBuild } from '@cobber/ui/federation';

const dir = import.meta.dirname;

// The first screens drawn on the server (issue 11): the gateway calls
// dist-server/first-screen.js for a signed-in owner's first visit, which reads the browser build's CSS in dist/.
const server = serverBuild({ dir, entry: { 'first-screen': './src/server/first-screen.tsx' } });

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
