import { queryOptions } from '@tanstack/react-query';
import { fetchInvitation } from './invitation-calls';

/** The invitation page's browser loader (public: what the link offers). */
export const invitationQueries = {
  all: ['invitation'] as const,
  view: (token: string) =>
    queryOptions({ queryKey: ['invitation', token], queryFn: ({ signal }) => fetchInvitation(token, signal), retry: false }),
};
