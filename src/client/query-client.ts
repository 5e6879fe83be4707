import { QueryClient } from '@tanstack/react-query';
import { userAccountStore } from './user-account-store';

/**
 * How the storefront's browser loaders behave (the shape of each call lives in its feature, one
 * `queryOptions` factory per call): a failure shows at once (the API client has already toasted it;
 * the page offers its own retry button), and an answer is fetched again when a page that shows it
 * mounts, not when the window regains focus. Nothing outlives the islands that show it (gcTime 0): a
 * page opened again shows its loading state and fresh answers, never the last visit's rows.
 */
function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 0, gcTime: 0, refetchOnWindowFocus: false, refetchOnReconnect: false },
      mutations: { retry: false },
    },
  });
}

let browserClient: QueryClient | undefined;

/**
 * The one QueryClient of the browser (islands share its cache, so a mutation in one refreshes the
 * list in another); on the server a fresh one per render, which never fetches (loaders wait for the
 * client and the token). Answers belong to the session: a change of token drops them all.
 */
export function storefrontQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  if (!browserClient) {
    const client = createQueryClient();
    let token = userAccountStore.getState().token;
    userAccountStore.subscribe(() => {
      const next = userAccountStore.getState().token;
      if (next === token) return;
      token = next;
      client.removeQueries();
    });
    browserClient = client;
  }
  return browserClient;
}
