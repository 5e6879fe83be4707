import { afterAll } from 'vitest';
// Renamed: `use…` reads as a React hook to the linter; this is a plain setter.
import { closeDb, useDbHandle as installDbHandle } from '@/server/db';
import { createTestDatabase } from './test-database';

// Runs in every test file's process before its tests: getDb() returns this fresh database.
installDbHandle(await createTestDatabase());

afterAll(async () => {
  await closeDb();
});
