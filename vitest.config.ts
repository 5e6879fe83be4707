import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

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
    include: [
      'tests/unit/**/*.test.ts',
      'tests/api/**/*.test.ts',
      // Issue 14's failure scenarios that run in process (the relay-cut database, slow carriers).
      'tests/reliability/faults-*.test.ts',
    ],
    // CI has two cores; each test file gets its own process (and so its own fresh database).
    pool: 'forks',
    poolOptions: { forks: { minForks: 1, maxForks: 2 } },
    globalSetup: ['tests/setup/global-setup.ts'],
    setupFiles: ['tests/setup/db-setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 120_000,
    // src/env.ts parses process.env at import: give it a complete, test-only environment.
    env: {
      NODE_ENV: 'test',
      SEED_DISABLED: '1',
      DATABASE_URL: '',
      DATA_DIR: path.join(root, 'data', 'vitest-unused'),
      LOG_LEVEL: 'silent',
      // Catalogue changes show at once (production re-reads the version every 2 s).
      CATALOGUE_VERSION_CHECK_MS: '0',
      // Staff TOTP secrets are encrypted with it (a test-only key).
      TOTP_ENCRYPTION_KEY: '7e57000000000000000000000000000000000000000000000000000000000001',
      // Suites about inquiries send dozens a day from one free buyer; the allowance suites set the
      // counter themselves (tests/api/membership-allowance.test.ts).
      FREE_DAILY_INQUIRIES: '1000',
    },
  },
});
