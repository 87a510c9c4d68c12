import { defineConfig } from 'vitest/config';

// One run covers every layer: unit, API (server in-process, SQLite and PostgreSQL)
// and end-to-end (real Chromium against the built app). Suites whose service is
// absent say so and skip locally; on CI (CI=true) they fail instead.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    environment: 'node',
    globalSetup: ['tests/e2e/build-web-app.ts', 'tests/support/scratch-schemas.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: true,
    maxWorkers: 2,
    // Browser pages and a busy machine can take more than expect.poll's default second.
    expect: { poll: { timeout: 10_000 } },
  },
});
