// Prints a microfrontend's route table without its components, as JSON: what the
// gateway's runtime config tells the shell, so the shell loads a remote only when one of
// its paths is visited. Run by `RouteTable` (federation.js) with the
// remote's `src/routes.ts`: Node strips the types; the lazy() screens are not loaded on
// import, and the stylesheets it imports are stubbed out.
//   node route-table.js <routes.ts>
import { registerHooks } from 'node:module';
import { pathToFileURL } from 'node:url';

registerHooks({
  load(url, context, nextLoad) {
    if (/\.css(\?.*)?$/.test(url)) return { format: 'module', source: '', shortCircuit: true };
    return nextLoad(url, context);
  },
});

const file = process.argv[2];
if (!file) throw new Error('usage: node route-table.js <routes.ts>');
const { default: routes } = await import(pathToFileURL(file).href);
if (!Array.isArray(routes)) throw new Error(`${file}: the default export is not an array of routes`);
const table = routes.map(({ path, access, tab, back, drawn }) => {
  if (typeof path !== 'string' || !['public', 'owner', 'both'].includes(access)) {
    throw new Error(`${file}: a route needs a path and an access of public, owner or both`);
  }
  return { path, access, ...(tab ? { tab } : {}), ...(back ? { back } : {}), ...(drawn ? { drawn: true } : {}) };
});
process.stdout.write(JSON.stringify(table));
