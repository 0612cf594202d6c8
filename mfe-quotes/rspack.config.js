import path from 'node:path';
import { federatedApp, sourceRules } from '@cobber/ui/federation';

const dir = import.meta.dirname;

// The signed-in dashboard's first screen rendered on the server (issue 11): the gateway
// calls dist-server/dashboard-screen.js for `GET /`, which reads the browser build's CSS in dist/.
const server = {
  name: 'server',
  mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
  target: 'node22',
  context: dir,
  entry: { 'dashboard-screen': './src/server/dashboard-screen.tsx' },
  devtool: false,
  output: {
    path: path.join(dir, 'dist-server'),
    filename: '[name].js',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
  },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  // `new URL(…, import.meta.url)` stays as written: the render reads the browser build
  // beside it at run time rather than bundling it.
  module: { rules: sourceRules, parser: { javascript: { importMeta: false, url: false } } },
  optimization: { minimize: false },
  performance: false,
  stats: 'errors-warnings',
};

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
