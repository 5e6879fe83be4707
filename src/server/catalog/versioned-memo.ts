import { env } from '@/env';
import type { Db } from '../db/types';
import { catalogueVersion } from './catalogue-version';

type Memo<T> = { version: string; values: Map<string, Promise<T>> };

/**
 * Values derived from the catalogue (a cid's category ids, a listing's total), remembered per process
 * and database under the catalogue version: the database bumps it on every write to categories or
 * products, whoever writes, and it is read at most every CATALOGUE_VERSION_CHECK_MS (like the answer
 * cache), so nothing remembered outlives a change by more than that. A failed load is not remembered.
 * At most `limit` keys per version (then all are dropped: they are cheap to load again).
 */
export function versionedMemo<T>(limit: number) {
  const memoByDb = new WeakMap<Db, Memo<T>>();
  return async function remember(db: Db, key: string, load: () => Promise<T>): Promise<T> {
    const version = await catalogueVersion(db, env.CATALOGUE_VERSION_CHECK_MS);
    let memo = memoByDb.get(db);
    if (memo?.version !== version) memoByDb.set(db, (memo = { version, values: new Map() }));
    const values = memo.values;
    let value = values.get(key);
    if (!value) {
      if (values.size >= limit) values.clear();
      const entry = load();
      values.set(key, entry);
      entry.catch(() => values.get(key) === entry && values.delete(key));
      value = entry;
    }
    return value;
  };
}
