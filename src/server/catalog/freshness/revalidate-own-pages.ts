import { env } from '@/env';
import type { RevalidationTarget } from './revalidation-targets';
import { REVALIDATE_SECRET_HEADER, revalidateSecret } from './revalidate-secret';

/** The route handler that calls revalidatePath (src/app/internal/revalidate/route.ts). */
export const REVALIDATE_ROUTE = '/internal/revalidate';

/** Targets per request: a listing's pages in 8 language/site pairs stay well under a megabyte. */
const BATCH = 1000;

function ownBase(): string {
  // HOST narrows the listener to one address; otherwise loopback reaches it.
  const host = !env.HOST || env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${env.PORT}`;
}

/**
 * Asks this process's own Next server to revalidate the targets. revalidatePath needs Next's
 * request context (its work store), which only a route handler or server action has; the poller runs
 * outside any request, so it calls a route of its own with the per-process secret
 * (docs/decisions/0051-storefront-freshness.md). Throws when the server does not answer 200.
 */
export async function revalidateOwnPages(targets: readonly RevalidationTarget[]): Promise<void> {
  for (let start = 0; start < targets.length; start += BATCH) {
    const answer = await fetch(`${ownBase()}${REVALIDATE_ROUTE}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [REVALIDATE_SECRET_HEADER]: revalidateSecret() },
      body: JSON.stringify({ targets: targets.slice(start, start + BATCH) }),
      signal: AbortSignal.timeout(10_000),
    });
    await answer.body?.cancel();
    if (answer.status !== 200) throw new Error(`revalidation route answered ${answer.status}`);
  }
}
