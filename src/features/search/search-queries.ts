import { queryOptions } from '@tanstack/react-query';
import type { SearchRequest } from './search-query';

/** The search feature's browser loaders (the calls load on demand, see search-calls.ts). */
export const searchQueries = {
  results: (request: SearchRequest) =>
    queryOptions({
      queryKey: ['search', 'results', request],
      queryFn: ({ signal }) => import('./search-calls').then(({ searchProducts }) => searchProducts(request, signal)),
    }),
};
