import path from 'node:path';
import { defineConfig } from 'vitest/config';

const root = import.meta.dirname;

/**
 * Unit tests that read or write the database (through getDb or a factory): they run with the API
 * tests. The `unit` project's setup (tests/setup/no-db-setup.ts) fails any other unit test that
 * reaches the database, naming this list.
 */
const DATABASE_UNIT_TESTS = ['tests/unit/catalogue-seed.test.ts'];

/**
 * Unit tests that mock a module (`vi.mock`), re-import modules under another environment
 * (`vi.resetModules` + `vi.stubEnv`) or replace a global (`vi.stubGlobal`): each keeps a module graph of
 * its own. Every other unit test shares one process and its loaded modules with the unit files before it.
 */
const ISOLATED_UNIT_TESTS = [
  'tests/unit/alipay-env.test.ts',
  'tests/unit/client-infrastructure.test.ts',
  'tests/unit/favorite-toggle.test.ts',
  'tests/unit/public-links-env.test.ts',
  'tests/unit/request-timeout.test.ts',
  'tests/unit/session-ended-toast.test.ts',
  'tests/unit/sms-console-provider.test.ts',
  'tests/unit/xsrf-prime.test.ts',
];

/**
 * API tests that never use the test database: each opens an embedded (PGlite) data folder of its own,
 * in a child process or directly, whatever TEST_DATABASE_URL says. A PostgreSQL run would repeat
 * exactly the same work, so they are their own project, run once.
 */
const OWN_EMBEDDED_DATABASE_TESTS = [
  'tests/api/server-shutdown.test.ts',
  'tests/api/db-prepare-child.test.ts',
  'tests/api/pglite-thread.test.ts',
];

/**
 * Four projects (ADR 0052). `db`: the API tests, in-process fault scenarios and the unit tests above,
 * each file on a fresh migrated database (PGlite, or PostgreSQL when TEST_DATABASE_URL is set).
 * `unit`: the rest of tests/unit, with no database to set up, in one process that keeps its modules;
 * `unit-isolated`: the unit tests listed above that mock or re-import modules. `embedded`: the tests
 * above that bring their own database. `npm test` runs them all on PGlite, then only `db` on PostgreSQL
 * (`--project db`): a test that never reaches the test database learns nothing new from a second driver.
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
    // CI has two cores; each test file gets its own process (and so its own fresh database).
    pool: 'forks',
    poolOptions: { forks: { minForks: 1, maxForks: 2 } },
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
      // Sessions are read on every request, as tests change accounts behind the API's back;
      // tests/api/session-cache.test.ts turns the cache on.
      SESSION_CACHE_MS: '0',
      // Staff TOTP secrets are encrypted with it (a test-only key).
      TOTP_ENCRYPTION_KEY: '7e57000000000000000000000000000000000000000000000000000000000001',
      // Suites about inquiries send dozens a day from one free buyer; the allowance suites set the
      // counter themselves (tests/api/membership-allowance.test.ts).
      FREE_DAILY_INQUIRIES: '1000',
      // Webhook tests post to receivers on loopback over http (the target rules have a unit test).
      WEBHOOK_ALLOW_LOCAL: '1',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'db',
          include: [
            'tests/api/**/*.test.ts',
            // Issue 14's failure scenarios that run in process (the relay-cut database, slow carriers).
            'tests/reliability/faults-*.test.ts',
            ...DATABASE_UNIT_TESTS,
          ],
          exclude: OWN_EMBEDDED_DATABASE_TESTS,
          globalSetup: ['tests/setup/global-setup.ts'],
          setupFiles: ['tests/setup/db-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          exclude: [...DATABASE_UNIT_TESTS, ...ISOLATED_UNIT_TESTS],
          setupFiles: ['tests/setup/no-db-setup.ts'],
          // Pure functions with no module state to reset: a fresh process and module graph per file cost
          // several times what these tests do. They run one after another in one process that keeps its
          // modules (Vitest reads `isolate` per project in a single fork; in the shared pool it is the
          // root setting, which the `db` files need on), after the other projects' files.
          poolOptions: { forks: { singleFork: true, isolate: false } },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: ISOLATED_UNIT_TESTS,
          setupFiles: ['tests/setup/no-db-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'embedded',
          include: OWN_EMBEDDED_DATABASE_TESTS,
          setupFiles: ['tests/setup/no-db-setup.ts'],
        },
      },
    ],
  },
});
