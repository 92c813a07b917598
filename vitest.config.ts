import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Workspace sources are imported directly in tests (no build step).
const sharedAlias = {
  find: /^@slidewise\/shared\/(.*)$/,
  replacement: fileURLToPath(new URL('./packages/shared/src/$1.ts', import.meta.url)),
};

export default defineConfig({
  resolve: { alias: [sharedAlias] },
  test: {
    projects: [
      {
        resolve: { alias: [sharedAlias] },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/shared/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
        },
      },
      {
        resolve: { alias: [sharedAlias] },
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files run in parallel, each against its own fresh database(s) and its own app.
          fileParallelism: true,
          // A worker's files share its module cache: importing the server afresh for each file
          // was two thirds of the suite's time (273 -> 130 s on SQLite, 265 -> 160 s on
          // PostgreSQL). Each file builds its own app, and the files pass in any order (checked
          // with --sequence.shuffle.files); a test that came to lean on module state would break
          // that. More workers than the default starve the two tests that start a server process
          // of their own on a two-core machine.
          isolate: false,
        },
      },
      {
        // Two instances behind nginx with PostgreSQL, Redis and S3 (`npm run test:cluster`; CI).
        resolve: { alias: [sharedAlias] },
        test: {
          name: 'cluster',
          environment: 'node',
          include: ['apps/server/cluster/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        resolve: {
          alias: [
            sharedAlias,
            {
              find: /^@\//,
              replacement: fileURLToPath(new URL('./apps/web/src/', import.meta.url)),
            },
          ],
        },
        test: {
          name: 'web',
          environment: 'jsdom',
          testTimeout: 15_000,
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
