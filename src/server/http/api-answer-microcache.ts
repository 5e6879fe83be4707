import { apiAnswerKey } from '@/lib/api-answer-key';
import { markRouteReused, observedRouteOf } from '../observability/access-log';
import { createPageMicrocache } from './page-microcache';

/**
 * The production server's microcache for public API answers (docs/decisions/0055): the page
 * microcache's rules — only answers the API marks shareable (`public`, 200, no cookie), kept for
 * `ttlMs`, concurrent misses served by one pass — keyed by `apiAnswerKey`, which only names requests
 * without a session and with an issued XSRF cookie. A reused answer is counted and logged under the
 * API route that produced it; `X-Api-Cache` says HIT or MISS.
 */
export function createApiAnswerMicrocache(options: { ttlMs: number; maxBytes: number; now?: () => number }) {
  return createPageMicrocache({
    ...options,
    keyOf: apiAnswerKey,
    statusHeader: 'x-api-cache',
    tagOf: observedRouteOf,
    onReuse: markRouteReused,
  });
}
