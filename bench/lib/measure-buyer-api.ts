import { measureSignedInPath, signInBenchBuyerWithXsrf } from './measure-favorites';

/*
 * The buyer API's catalogue read with an access token beside the same search with a storefront session,
 * at the same connections: what the token's door (lookup, plan, scope, two minute counters, daily usage)
 * costs against a session's.
 */

type LoadSettings = { duration: number; rounds: number; connections: number; warmup: number };
type PathLoad = Awaited<ReturnType<typeof measureSignedInPath>>;
export type BuyerApiLoad = { session: PathLoad; token: PathLoad };

const QUERY = 'keyword=brake&pageSize=20&site=us&lang=en';

/** Signs the bench buyer in, keeping the session-bound XSRF pair, and creates an all-catalogue token. */
async function sessionAndToken(base: string): Promise<{ session: string; token: string }> {
  const { token: session, xsrf: bound } = await signInBenchBuyerWithXsrf(base);
  const created = await fetch(`${base}/api/company/api-tokens?lang=en`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${session}`,
      cookie: `XSRF-TOKEN=${bound}`,
      'x-xsrf-token': decodeURIComponent(bound),
    },
    body: JSON.stringify({ name: `bench ${new Date().toISOString()}`, scopes: ['catalog:read'], expiresInDays: 30 }),
    signal: AbortSignal.timeout(30_000),
  });
  const token = (await created.json()) as { status: number; msg: string; data: { token: string } | null };
  if (token.status !== 200 || !token.data) throw new Error(`bench token failed: ${token.status} ${token.msg}`);
  return { session, token: token.data.token };
}

export async function measureBuyerApi(base: string, settings: LoadSettings, log: (line: string) => void): Promise<BuyerApiLoad> {
  const { session, token } = await sessionAndToken(base);
  log(`Catalogue search with a storefront session (/api/products), ${settings.connections} connections…`);
  const bySession = await measureSignedInPath(base, `/api/products?${QUERY}`, session, settings, log);
  log(`The same search with an access token (/api/v1/products), ${settings.connections} connections…`);
  const byToken = await measureSignedInPath(base, `/api/v1/products?${QUERY}`, token, settings, log);
  return { session: bySession, token: byToken };
}

export function describeBuyerApi(b: BuyerApiLoad): string {
  const line = (name: string, l: PathLoad) =>
    `${name} (${l.path}): p50 ${l.p50} ms, p95 ${l.p95} ms, ${l.rps} req/s, non-2xx ${l.non2xx}, errors ${l.errors}`;
  return (
    `Buyer API catalogue read at ${b.token.connections} connections, median of ${b.token.rounds.length} rounds:\n` +
    `- ${line('session', b.session)}\n- ${line('access token', b.token)}`
  );
}
