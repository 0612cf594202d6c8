import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['contracts/src/**/*.test.ts', 'services/*/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'launcher/src/**/*.test.ts'],
    globalSetup: ['./services/kit/src/testing/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
