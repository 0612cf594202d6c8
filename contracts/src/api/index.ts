export * from './internal-routes.ts';
export * from './openapi.ts';
export * from './paths.ts';
export * from './routes.ts';
