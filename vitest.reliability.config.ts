import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * tests/reliability/ (but the in-process faults-*.test.ts, which vitest.config.ts runs): several app processes on one PostgreSQL database behind nginx (issue 14).
 * Run by `npm test` when TEST_DATABASE_URL is set; alone: `TEST_DATABASE_URL=… npx vitest run -c vitest.reliability.config.ts`.
 * One file at a time: each starts its own instances and proxy on a 2-core machine.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${path.join(root, 'src')}/` },
      { find: /^@messages\//, replacement: `${path.join(root, 'messages')}/` },
      { find: /^@tests\//, replacement: `${path.join(root, 'tests')}/` },
    ],
  },
  test: {
    environment: 'node',
    include: ['tests/reliability/**/*.test.ts'],
    // The fault scenarios run in-process with the API suite's setup (vitest.config.ts), not here.
    exclude: ['tests/reliability/faults-*.test.ts'],
    pool: 'forks',
    poolOptions: { forks: { minForks: 1, maxForks: 1 } },
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 240_000,
    env: { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: '', SEED_DISABLED: '1' },
  },
});
