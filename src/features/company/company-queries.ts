import { queryOptions } from '@tanstack/react-query';
import { fetchTeam } from './company-calls';

/** The team page's browser loader; a change invalidates `companyQueries.all`. */
export const companyQueries = {
  all: ['company'] as const,
  team: () => queryOptions({ queryKey: ['company', 'team'], queryFn: ({ signal }) => fetchTeam(signal) }),
};
