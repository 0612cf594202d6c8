import { defineConfig } from 'vitest/config';

/** Contracts' own tests: pure, no database, so no global setup. */
export default defineConfig({
  test: {
    include: ['contracts/src/**/*.test.ts'],
    pool: 'threads',
    maxWorkers: 1,
  },
});
