import { defineConfig } from 'vitest/config';

// Four suites, run separately by scripts/test.mjs:
//  unit  - pure rules and helpers (node)
//  web   - React components in jsdom
//  api   - the Fastify app through inject() on a fresh database per file (PGlite, or PostgreSQL
//          when DATABASE_URL is set)
//  e2e   - browser journeys in Debian Chromium against a real server
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'apps/web/app/**/*.test.ts', 'scripts/**/*.test.mjs'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/app/**/*.test.tsx'],
          setupFiles: ['apps/web/test/setup.ts'],
          // Room for findBy*'s 5 s (apps/web/test/setup.ts) when the machine is loaded.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['apps/server/src/**/*.api.test.ts'],
          // *.pg.api.test.ts need a PostgreSQL server: only in the run with DATABASE_URL.
          exclude: process.env.DATABASE_URL ? [] : ['**/*.pg.api.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
