import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from './fixtures';
import {
  dynamicPageRoutes,
  KNOWN_DYNAMIC_PAGE_ROUTES,
  type DynamicPageRoute,
} from './support/dynamic-page-routes';

/**
 * Made-up keys on every page route with a key in its path (found by walking src/app), asked for by a
 * visitor and, in the account area, with a made-up `user-account` cookie (which passes the proxy's
 * sign-in gate): none of them may leave a page in Next's route cache on disk, nor be marked for a
 * shared cache (docs/decisions/0063-dynamic-keys-and-malformed-urls.md, decision 0018).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const ROUTE_CACHE = path.resolve('.next', 'server', 'route-cache');
const KEYS_PER_ROUTE = 20;

type Answer = { status: number; cacheControl: string };

function get(pathAndQuery: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: PORT, path: pathAndQuery, agent: false, headers },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, cacheControl: String(res.headers['cache-control'] ?? '') }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** Every file under a folder, by path relative to it (none when it does not exist). */
function filesUnder(dir: string): Set<string> {
  const found = new Set<string>();
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else found.add(path.relative(dir, full));
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return found;
}

/** A made-up value of the right shape for a key, so it passes every shape check and reaches the page. */
function madeUpKey(param: string, i: number, unknownCids: string[]): string {
  switch (param) {
    case 'skuCode':
    case 'sku':
      return `ZZ-UNSOLD-${i}${(i * 7919).toString(36).toUpperCase()}`;
    case 'cid':
      return unknownCids[i % unknownCids.length]!;
    case 'page':
      return String(1 + (i % 3));
    case 'sn':
      return `VIP${(20261128000000 + i * 104729).toString()}`;
    case 'id':
      return String(900_004_621 + i);
    case 'rest':
      return `no-such-page-${i}`;
    default:
      // A route added later with a key of another name: numbers and codes, both made up.
      return i % 2 ? String(900_000_000 + i) : `ZZUNKNOWN${i}`;
  }
}

function urlOf(route: DynamicPageRoute, i: number, unknownCids: string[]): string {
  let url = route.template;
  for (const param of route.params) url = url.replace(`[${param}]`, madeUpKey(param, i, unknownCids));
  const prefix = route.area === 'storefront' || route.area === 'account' ? (i % 2 ? '/en' : '') : '';
  return prefix + url;
}

/** A `user-account` cookie as the browser store writes it, with a token nobody was given. */
function madeUpAccountCookie(i: number): string {
  const value = encodeURIComponent(
    JSON.stringify({ userInfo: { mobile: '13800000000' }, token: `made-up-${i}-${'f'.repeat(40)}` }),
  );
  return `user-account=${value}`;
}

test('made-up keys on every dynamic page route leave nothing in the route cache', async () => {
  test.setTimeout(600_000);
  const routes = dynamicPageRoutes();
  expect(routes.length).toBeGreaterThanOrEqual(KNOWN_DYNAMIC_PAGE_ROUTES);
  expect(routes.map((r) => r.template)).toEqual(
    expect.arrayContaining(['/pay/sandbox/[sn]', '/user/inquiry/[id]']),
  );

  const tree = JSON.parse(
    await new Promise<string>((resolve, reject) =>
      http
        .get({ host: '127.0.0.1', port: PORT, path: '/api/cate', agent: false }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve(text));
        })
        .on('error', reject),
    ),
  ) as { data: { cid: string; autopartsCategoryList: { cid: string }[] }[] };
  const known = new Set(
    tree.data.flatMap((top) => [top.cid, ...top.autopartsCategoryList.map((c) => c.cid)]),
  );
  expect(known.size).toBeGreaterThan(20);
  const unknownCids = Array.from({ length: 9000 }, (_, n) => String(9999 - n))
    .filter((cid) => !known.has(cid))
    .slice(0, KEYS_PER_ROUTE);
  expect(unknownCids).toHaveLength(KEYS_PER_ROUTE);

  const requests: { route: string; url: string; headers: http.OutgoingHttpHeaders }[] = [];
  for (const route of routes) {
    for (let i = 0; i < KEYS_PER_ROUTE; i++) {
      const url = urlOf(route, i, unknownCids);
      requests.push({ route: route.template, url, headers: {} });
      if (route.area === 'account')
        requests.push({ route: route.template, url, headers: { cookie: madeUpAccountCookie(i) } });
    }
  }
  expect(new Set(requests.map((r) => `${r.url} ${String(r.headers.cookie ?? '')}`)).size).toBe(
    requests.length,
  );

  const before = filesUnder(ROUTE_CACHE);
  const problems: string[] = [];
  for (let i = 0; i < requests.length; i += 4) {
    await Promise.all(
      requests.slice(i, i + 4).map(async ({ url, headers }) => {
        const answer = await get(url, headers);
        const who = headers.cookie ? 'made-up cookie' : 'visitor';
        if (answer.status >= 500) problems.push(`${url} (${who}): ${answer.status}`);
        if (/s-maxage|public/.test(answer.cacheControl))
          problems.push(`${url} (${who}): shareable (${answer.cacheControl})`);
      }),
    );
  }
  // Next writes a rendered page to disk after answering: give the last ones a moment.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const added = [...filesUnder(ROUTE_CACHE)].filter((file) => !before.has(file));
  test.info().annotations.push({
    type: 'requests',
    description: `${requests.length} requests on ${routes.length} routes: ${routes.map((r) => r.template).join(', ')}`,
  });
  expect(problems).toEqual([]);
  expect(added, `new files under ${ROUTE_CACHE}`).toEqual([]);
});
