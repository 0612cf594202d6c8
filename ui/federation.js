// The one Module Federation and rspack setup every app builds with (its pitfalls are in
// docs/architecture.md, "Module Federation"): the shell and each microfrontend call
// `federatedApp` from their rspack.config.js, so the shared singletons can never drift.
import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import rspack from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/**
 * One copy of a module for the shell and every remote, any version of it taken ('*'): one
 * repository and one lockfile build them all, so the versions never differ, and the
 * federation runtime's check of a range like '^19.3.1' compiled a dozen regular expressions
 * each time a shared module was asked for (some 20 ms of a slow phone's start-up task).
 * (`false`, no check at all, is read by rspack as "take the range from package.json".)
 */
const singleton = { singleton: true, requiredVersion: '*' };

/** One React, one router, one query cache and its data hooks, one API client and signed-in owner, one design system across shell and remotes. */
export const shared = {
  react: singleton,
  'react/jsx-runtime': singleton,
  'react-dom': singleton,
  'react-dom/client': singleton,
  '@cobber/ui/router': singleton,
  '@tanstack/react-query': singleton,
  '@cobber/ui': singleton,
  '@cobber/ui/widgets': singleton,
  '@cobber/ui/toasts': singleton,
  '@cobber/web': singleton,
  '@cobber/web/query': singleton,
  '@cobber/web/data': singleton,
  '@cobber/contracts': singleton,
};

/** TypeScript and JSX through rspack's SWC, CSS through Tailwind: the same for every browser and server build. */
export const sourceRules = [
  {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
      env: { targets: 'chrome >= 111, safari >= 16.4, firefox >= 128' },
    },
    type: 'javascript/auto',
  },
  {
    test: /\.css$/,
    use: [{ loader: 'postcss-loader', options: { postcssOptions: { plugins: ['@tailwindcss/postcss'] } } }],
    type: 'css/auto',
  },
];

/**
 * A server render the gateway imports: `entry` maps each output
 * name to its module; the files go to `dist-server/` as ES modules. `new URL(…,
 * import.meta.url)` stays as written, so the render reads the browser build beside it at
 * run time rather than bundling it.
 */
export function serverBuild({ dir, entry }) {
  return {
    name: 'server',
    mode: process.env.NODE_ENV === 'development' ? 'development' : 'production',
    target: 'node22',
    context: dir,
    entry,
    devtool: false,
    output: {
      path: path.join(dir, 'dist-server'),
      filename: '[name].js',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    module: { rules: sourceRules, parser: { javascript: { importMeta: false, url: false } } },
    optimization: { minimize: false },
    // One file: the screens a route table loads lazily are at hand at once on the server.
    plugins: [new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: false,
    stats: 'errors-warnings',
  };
}

/**
 * A federated React app.
 * - `name`: the federation name (`shell`, `mfe_clients`, …), also the output's uniqueName.
 * - `dir`: the app's folder (import.meta.dirname of its config).
 * - `entry`: the page's entry module, relative to `dir`.
 * - `publicPath`: where the gateway serves `dist/` (`/` for the shell, `auto` for remotes).
 * - `exposes`: what a remote offers the shell (`{ './routes': './src/routes.ts' }`).
 * - `title`: the page title.
 * - `firstScreens`: the module drawing its screens on the server, built to
 *   `dist-server/first-screen.js` beside `dist/`, whose CSS it reads.
 *
 * A remote is two builds: the remote the shell loads, which runs on the shell's
 * Module Federation runtime instead of bringing its own (about 30 KB gzipped less for
 * every remote a screen needs), and its standalone page for development (`index.html`
 * with its files under `standalone/`), an ordinary app without federation.
 */
export function federatedApp({ name, dir, entry, publicPath, exposes, title, firstScreens }) {
  // For browsers only: the federation runtime leaves out its Node code, about 9 KB of the
  // shell's main script and of every remote entry a phone compiles before anything starts.
  const browserOnly = { target: 'web' };
  if (!exposes) return app({ name, dir, entry, publicPath, title, federation: { experiments: { asyncStartup: true, provideExternalRuntime: true, optimization: browserOnly } } });
  return [
    app({
      name,
      dir,
      publicPath,
      exposes,
      federation: { exposes, manifest: true, experiments: { asyncStartup: true, externalRuntime: true, optimization: browserOnly } },
    }),
    app({ name: `${name}_standalone`, dir, entry, publicPath, title, folder: 'standalone/' }),
    // The screens it draws on the server for a first visit, which the gateway calls.
    ...(firstScreens ? [serverBuild({ dir, entry: { 'first-screen': firstScreens } })] : []),
  ];
}

/**
 * A page built alone, without Module Federation: React and the page's own code,
 * its scripts and `index.html` under `dist/<folder>`. The shell's signed-out login page is
 * one: a phone's first visit downloads no federation runtime, router or query cache.
 */
export function plainPage({ name, dir, entry, title, folder }) {
  return app({ name, dir, entry, publicPath: '/', title, folder, htmlFile: `${folder}index.html` });
}

/** One rspack build: a page (`entry` and `title`), a federated container (`federation`), or both. */
function app({ name, dir, entry, publicPath, exposes, title, federation, folder = '', htmlFile = 'index.html' }) {
  const production = process.env.NODE_ENV !== 'development';
  const hashed = (extension) => (production ? `${folder}[name].[contenthash:8].${extension}` : `${folder}[name].${extension}`);
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: entry ? { main: entry } : {},
    devtool: production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName: name,
      filename: hashed('js'),
      chunkFilename: hashed('js'),
      cssFilename: hashed('css'),
      cssChunkFilename: hashed('css'),
    },
    resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
    module: { rules: sourceRules },
    plugins: [
      ...(title ? [new rspack.HtmlRspackPlugin({ title, filename: htmlFile, templateContent: page(title), minify: production })] : []),
      // 'loaded-first': a shared module is taken from a container already on the page, else
      // from the asking remote's own copy; never by downloading every other remote's entry
      // to compare versions ('version-first', the default: Quote Details and Receipts
      // fetched and ran all four remote entries, ~250 ms of a slow phone's main thread).
      // One repository builds them all, so their versions never differ.
      ...(federation ? [new ModuleFederationPlugin({ name, filename: 'remoteEntry.js', shared, shareStrategy: 'loaded-first', dts: false, manifest: false, ...federation })] : []),
      ...(exposes?.['./routes'] ? [new RouteTable(path.resolve(dir, exposes['./routes']))] : []),
      ...(production ? [new Precompress()] : []),
    ],
    performance: false,
    stats: 'errors-warnings',
  };
}

function page(title) {
  return `<!doctype html>
<html lang="en-AU">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    <meta name="theme-color" content="#c2410c" />
    <link rel="manifest" href="/manifest.webmanifest" />
    <link rel="icon" type="image/png" href="/icons/icon-192.png" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
    <title>${title}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
}

const run = promisify(execFile);
const routeTableScript = fileURLToPath(new URL('./route-table.js', import.meta.url));

/**
 * Emits `routes.json` beside the remote's mf-manifest.json: its route table without the
 * components (`[{ path, access, tab?, back? }]`), read from the very `./routes` module it
 * exposes, so each path is declared once. The gateway puts it in the runtime config and
 * the shell loads this remote only when one of these paths is visited.
 */
export class RouteTable {
  constructor(routesFile) {
    this.routesFile = routesFile;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RouteTable', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'RouteTable', stage: rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          try {
            const { stdout } = await run(process.execPath, [routeTableScript, this.routesFile]);
            compilation.emitAsset('routes.json', new rspack.sources.RawSource(stdout));
          } catch (error) {
            compilation.errors.push(new rspack.WebpackError(`RouteTable: ${error.stderr || error.message}`));
          }
        },
      );
    });
  }
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `.br` and `.gz` beside every text asset: the gateway's static hosting sends a
 * precompressed file when the browser accepts it, so bytes shrink with no work per request.
 */
export class Precompress {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('Precompress', async (compilation) => {
      const outputPath = compilation.outputOptions.path;
      const texts = compilation.getAssets().filter(({ name }) => /\.(js|css|html|json)$/.test(name));
      await Promise.all(
        texts.map(async ({ name, source }) => {
          const file = path.join(outputPath, name);
          const content = source.buffer();
          await writeFile(`${file}.br`, await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
          await writeFile(`${file}.gz`, await gzip(content, { level: 9 }));
        }),
      );
    });
  }
}
