export * from './database.ts';
export * from './http.ts';
