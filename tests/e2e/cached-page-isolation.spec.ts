import { request, type APIRequestContext, type APIResponse } from '@playwright/test';
import { createApprovedBuyer, type Buyer } from './support/buyer';
import { expect, firstSku, test } from './fixtures';

/**
 * Pages come from Next's cache and catalogue data from the catalogue cache (docs/decisions/0075), both
 * shared by everyone: safe only if a cached answer never carries anything of another person. Two signed-in buyers on different
 * sites (different price lists: dollars and euros) and a visitor ask for the same pages at once,
 * again and again, on the real server; each must only ever get its own page, no one's token, no
 * session or XSRF cookie of anyone, and its own site's prices — from the pages and from the API.
 */
type Identity = {
  name: string;
  site: 'us' | 'de';
  cookie: string;
  token: string | null;
  mobile: string | null;
  currency: 'USD' | 'EUR';
  symbol: '$' | '€';
};

const preferences = (region: string) =>
  `user-preferences=${encodeURIComponent(JSON.stringify({ region, language: 'en' }))}`;

async function signedIn(baseURL: string, buyer: Buyer): Promise<{ token: string; role: string }> {
  const api = await request.newContext({ baseURL });
  try {
    await api.get('/api/cate'); // the XSRF cookie a POST must echo
    const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await api.post('/api/login', {
      data: { username: buyer.mobile, password: buyer.password },
      headers: { 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    });
    const body = (await res.json()) as { status: number; data: { token: string; role: string } };
    expect(body.status).toBe(200);
    return body.data;
  } finally {
    await api.dispose();
  }
}

async function buyerIdentity(baseURL: string, name: string, buyer: Buyer, site: 'us' | 'de'): Promise<Identity> {
  const { token, role } = await signedIn(baseURL, buyer);
  const account = encodeURIComponent(JSON.stringify({ userInfo: { role, mobile: buyer.mobile }, token }));
  return {
    name,
    site,
    cookie: `user-account=${account}; ${preferences(site)}`,
    token,
    mobile: buyer.mobile,
    ...(site === 'us' ? { currency: 'USD', symbol: '$' } : { currency: 'EUR', symbol: '€' }),
  } as Identity;
}

/** The XSRF cookie a visitor's browser holds after its first API call (`name=value`). */
async function visitorXsrfCookie(baseURL: string): Promise<string> {
  const api = await request.newContext({ baseURL });
  try {
    await api.get('/api/cate');
    const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf).toBeDefined();
    return `XSRF-TOKEN=${xsrf!.value}`;
  } finally {
    await api.dispose();
  }
}

/** The page with its answer's own script nonce taken out (decision 0017): the same for every answer. */
async function pageText(res: APIResponse): Promise<{ text: string; nonce: string }> {
  const nonce = /'nonce-([\w-]+)'/.exec(res.headers()['content-security-policy'] ?? '')?.[1] ?? '';
  expect(nonce).not.toBe('');
  return { text: (await res.text()).replaceAll(nonce, 'NONCE'), nonce };
}

test('two signed-in buyers and a visitor never receive each other’s page, token, cookie or price list', async ({
  page,
  baseURL,
  buyer,
}) => {
  test.setTimeout(180_000);
  const base = baseURL!;
  const sku = await firstSku(page);
  const other = await createApprovedBuyer(base);
  const people: Identity[] = [
    await buyerIdentity(base, 'buyer in the US', buyer, 'us'),
    await buyerIdentity(base, 'buyer in Germany', other, 'de'),
    {
      name: 'visitor',
      site: 'us',
      cookie: `${preferences('us')}; ${await visitorXsrfCookie(base)}`,
      token: null,
      mobile: null,
      currency: 'USD',
      symbol: '$',
    },
  ];
  const secrets = people.flatMap((p) => [p.token, p.mobile]).filter((s): s is string => s !== null);
  // No cookie jar: every request carries exactly its person's cookies, as a browser of theirs would.
  const contexts = new Map<Identity, APIRequestContext>();
  for (const person of people) contexts.set(person, await request.newContext({ baseURL: base, storageState: undefined }));
  const get = (person: Identity, path: string, headers: Record<string, string> = {}) =>
    contexts.get(person)!.get(path, {
      headers: {
        cookie: person.cookie,
        ...(person.token ? { Authorization: `Bearer ${person.token}` } : {}),
        ...headers,
      },
    });

  const paths = [`/en/product/${sku}`, '/en'];
  // Each person's own page.
  const own = new Map<string, string>();
  for (const person of people) {
    for (const path of paths) {
      const res = await get(person, path, { 'cache-control': 'no-cache' });
      expect(res.status(), `${person.name} ${path}`).toBe(200);
      own.set(`${person.name} ${path}`, (await pageText(res)).text);
    }
  }
  // The test can tell the sites apart: Germany's page is another page (its region chosen; prices
  // reach signed-in buyers only through the trade call, so the cached page holds none).
  expect(own.get(`buyer in Germany ${paths[0]}`)).not.toBe(own.get(`buyer in the US ${paths[0]}`));

  const nonces = new Set<string>();
  for (let round = 0; round < 6; round += 1) {
    // Everyone at once, every page twice and the product's API answer, so cached answers interleave.
    await Promise.all(
      people.flatMap((person) => [
        ...[...paths, ...paths].map(async (path) => {
          const res = await get(person, path);
          const where = `${person.name} ${path} (round ${round})`;
          expect(res.status(), where).toBe(200);
          // No page answer sets a session, account or XSRF cookie: a shared cache would hand it to someone else.
          const cookies = res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
          for (const cookie of cookies) expect(cookie.value, where).toMatch(/^NEXT_LOCALE=/);
          const { text, nonce } = await pageText(res);
          // Its own page, byte for byte (so its own site's prices), and nobody's token or number in it.
          expect(text === own.get(`${person.name} ${path}`), where).toBe(true);
          for (const secret of secrets) expect(text.includes(secret), `${where} holds a token or number`).toBe(false);
          // The script nonce is new in every answer: a repeated one would be someone else's.
          expect(nonces.has(nonce), `${where} reused a nonce`).toBe(false);
          nonces.add(nonce);
        }),
        // The API answer twice at once: the second may share the first one's load.
        ...[0, 1].map(async () => {
          const res = await get(person, `/api/products/${encodeURIComponent(sku)}?site=${person.site}&lang=en`);
          const body = (await res.json()) as { data: { skuCode: string } };
          expect(body.data.skuCode, `${person.name}: the product asked for`).toBe(sku);
          const cookies = res.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie');
          for (const cookie of cookies) expect(cookie.value).not.toMatch(/^user-account=/);
        }),
      ]),
    );
  }
  for (const context of contexts.values()) await context.dispose();
});
