import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { federatedApp, Precompress, serverBuild, sourceRules } from '@cobber/ui/federation';

// What a client opens from an email, signed out, often on a slow phone:
// - `page`: each public page's own small browser build (React and the page, no Module
//   Federation runtime, no router), hydrating what the server rendered; in dist/page/.
// - `server`: the server render the gateway calls, in dist-server/ (src/server).
// - the federated remote, so the shell can also show the pages on in-app navigation.
const dir = import.meta.dirname;
const production = process.env.NODE_ENV !== 'development';
const mode = production ? 'production' : 'development';
const pageDir = path.join(dir, 'dist', 'page');
const pagePublicPath = '/mfe/public/page/';

/** Writes dist/page/assets.json: each page's scripts (URLs) and styles (files), for the server render. */
class PageAssets {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PageAssets', async (compilation) => {
      const pages = {};
      for (const [name, entrypoint] of compilation.entrypoints) {
        const files = entrypoint.getFiles();
        pages[name] = {
          scripts: files.filter((file) => file.endsWith('.js')).map((file) => pagePublicPath + file),
          styles: files.filter((file) => file.endsWith('.css')),
        };
      }
      await mkdir(pageDir, { recursive: true });
      await writeFile(path.join(pageDir, 'assets.json'), JSON.stringify(pages, null, 2));
    });
  }
}

const page = {
  name: 'page',
  mode,
  context: dir,
  entry: { quote: './src/page/quote.tsx', invoice: './src/page/invoice.tsx', variation: './src/page/variation.tsx' },
  devtool: false,
  output: {
    path: pageDir,
    publicPath: pagePublicPath,
    filename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
  },
  resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
  module: { rules: sourceRules },
  plugins: [new PageAssets(), ...(production ? [new Precompress()] : [])],
  performance: false,
  stats: 'errors-warnings',
};

const server = serverBuild({ dir, entry: { 'public-pages': './src/server/public-pages.ts' } });

export default [
  page,
  server,
  ...federatedApp({
    name: 'mfe_public',
    dir,
    entry: './src/standalone/main.tsx',
    publicPath: 'auto',
    exposes: { './routes': './src/routes.ts' },
    title: 'Cobber quote',
  }),
];
