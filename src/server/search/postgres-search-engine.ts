import type { Db } from '../db/types';
import { listProducts } from '../catalog/list-products';
import type { SearchEngine } from './search-engine';
import { searchProducts } from './search-products';
import { suggestSearches } from './suggest';

/** The default engine: the store's own PostgreSQL (or embedded PGlite) with the indexes of migration 0007. */
export function postgresSearchEngine(db: Db): SearchEngine {
  return {
    search: (input) => searchProducts(db, input),
    suggest: (input) => suggestSearches(db, input),
    list: (input) => listProducts(db, input),
  };
}
