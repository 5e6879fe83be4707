import { dbHolder } from '@/server/db/holder';
import type { DbHandle } from '@/server/db/client';

/**
 * The setup of the `unit`, `unit-isolated` and `embedded` projects (vitest.config.ts): their files get no test
 * database, so they skip the fresh copy every `db` file gets. Without one installed, getDb() would
 * quietly open an embedded database under DATA_DIR; instead the first use fails and says where such
 * a test belongs. Only the holder is imported (no driver): a unit file loads nothing it does not use.
 */
const refused = new Proxy({} as DbHandle, {
  get(_target, property) {
    // Awaiting the handle asks whether it is a thenable: it is not.
    if (property === 'then') return undefined;
    throw new Error(
      'This test reached the test database, but its Vitest project (`unit`, `unit-isolated` or `embedded`) has none: ' +
        'move its file to the `db` project (DATABASE_UNIT_TESTS in vitest.config.ts for a unit test).',
    );
  },
});

dbHolder.__partsmallDb = Promise.resolve(refused);
