import { firstScreens } from '@cobber/web/first-screen/server';
import routes from '../routes.ts';

// The invoices screens the gateway draws on the server for a first visit (the routes marked
// drawn), built to dist-server/first-screen.js beside the remote's browser build in dist/.
export const { drawnPaths, drawFirstScreen } = firstScreens(routes, new URL('../dist/', import.meta.url));
