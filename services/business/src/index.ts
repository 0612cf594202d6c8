import { createDataService, type DataService, type EventBus, type Logger } from '@cobber/kit';
import { businessRoutes } from './business/routes.ts';
import { clientListRoutes } from './client-list/routes.ts';
import { clientRoutes } from './clients/routes.ts';
import { logoFileRoutes, logoUploadRoutes } from './logos/routes.ts';
import { LogoStore } from './logos/storage.ts';
import { migrations, SCHEMA } from './migrations.ts';

/** The schema this service owns and its migrations, in order (backups restore with them). */
export { migrations, SCHEMA } from './migrations.ts';

export { BusinessServiceSettings } from './config.ts';

export interface BusinessServiceOptions {
  databaseUrl: string;
  identitySecret: string;
  uploadDir: string;
  bus: EventBus;
  logger?: Logger;
}

export type BusinessService = DataService;

/** Business profile, logo and brand colours, and clients (DESIGN.md §1). */
export function createBusinessService(options: BusinessServiceOptions): BusinessService {
  const store = new LogoStore(options.uploadDir);
  return createDataService({
    ...options,
    name: 'business',
    schema: SCHEMA,
    migrations,
    routes: (db) => ({
      public: [logoFileRoutes(store)],
      owner: [businessRoutes(db), clientListRoutes(db), clientRoutes(db), logoUploadRoutes(store)],
    }),
  });
}
