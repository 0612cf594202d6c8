import { configDefaults, defineConfig } from 'vitest/config';

const postgres = './services/kit/src/testing/global-setup.ts';
const common = { pool: 'forks', testTimeout: 30_000, hookTimeout: 60_000 } as const;

export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...common,
          name: 'unit',
          include: ['contracts/src/**/*.test.ts', 'services/*/src/**/*.test.ts', 'gateway/src/**/*.test.ts', 'launcher/src/**/*.test.ts', 'mfe-*/src/**/*.test.ts', 'ui/src/**/*.test.ts', 'web/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, '**/*.kafka.test.ts', '**/*.s3.test.ts'],
          globalSetup: [postgres],
        },
      },
      // Tests over a real Kafka broker; the broker starts only when they run.
      {
        test: {
          ...common,
          name: 'kafka',
          include: ['services/*/src/**/*.kafka.test.ts', 'launcher/src/**/*.kafka.test.ts'],
          globalSetup: [postgres, './services/kit/src/testing/kafka-global-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      // Tests over a real S3-compatible server (S3Mock), a project of its own so
      // that it alone starts there, without waiting on a Kafka broker it does not use.
      {
        test: {
          ...common,
          name: 's3',
          include: ['services/*/src/**/*.s3.test.ts'],
          globalSetup: [postgres, './services/kit/src/testing/s3-global-setup.ts'],
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
