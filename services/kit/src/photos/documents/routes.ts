import { API_ROUTES } from '@cobber/contracts/api';
import type Router from '@koa/router';
import type { Knex } from '../../database.ts';
import type { OwnerState } from '../../identity.ts';
import { mountRoutes } from '../../route-table.ts';
import type { PhotoStore } from '../storage.ts';
import type { PhotoDocument } from './document.ts';
import { photoHandlers, type PhotoRoute } from './handlers.ts';
import { documentPhotos } from './service.ts';

/** Job photos on a document, the owner's only: add, list, change, remove, and the two sizes. */
export function documentPhotoHandlers(db: Knex, store: PhotoStore, document: PhotoDocument) {
  return photoHandlers(documentPhotos(db, store, document));
}

const PHOTO_ROUTES = new Set<string>(['listPhotos', 'addPhoto', 'changePhoto', 'removePhoto', 'photoDisplay', 'photoThumbnail'] satisfies PhotoRoute[]);

/** The same as a router of its own, for a service that still mounts routers rather than all its handlers. */
export function photoRoutes(db: Knex, store: PhotoStore, document: PhotoDocument): Router<OwnerState> {
  const routes = API_ROUTES.filter((route) => route.access === 'owner' && PHOTO_ROUTES.has(route.handler) && route.path.startsWith(`${document.path}/`));
  return mountRoutes(routes, documentPhotoHandlers(db, store, document)) as Router<OwnerState>;
}
