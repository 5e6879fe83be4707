import http from 'node:http';
import en from '../../messages/en.json' with { type: 'json' };
import zh from '../../messages/zh.json' with { type: 'json' };
import { expect, test } from './fixtures';

/**
 * URLs with broken percent encoding, on the real server (scripts/serve.ts in front of Next): pages
 * answer the small translated 400 page, the API its 400 envelope, never a 5xx
 * (docs/decisions/0063-dynamic-keys-and-malformed-urls.md).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);

type Answer = { status: number; type: string; cacheControl: string; body: string };

/** A GET sent byte for byte as written (a browser or fetch would re-encode the `%`). */
function get(pathAndQuery: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: PORT, path: pathAndQuery, agent: false, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: String(res.headers['content-type'] ?? ''),
            cacheControl: String(res.headers['cache-control'] ?? ''),
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

// The last four never reach the proxy (its matcher leaves them to Next, the build files or the
// console), where Next answered a plain-text 500.
const CHINESE_BY_DEFAULT = [
  '/%',
  '/%25',
  '/a%',
  '/%zz',
  '/products?keyword=%E4%ZZ',
  '/product/PM-%E4%B8',
  '/user/inquiry/%zz',
  '/admin/orders/%zz',
  '/media/parts/%zz',
  '/_next/static/%zz',
  '/internal/%zz',
];
const ENGLISH_BY_PATH = ['/en/%25', '/en/search?q=%E4%ZZ', '/en/category/10?page=%', '/en/pay/sandbox/%zz'];
const API = [
  '/api/products/%zz',
  '/api/search?q=%',
  '/api/search?q=%E4%ZZ',
  '/api/cate?x=%zz',
  '/proxy/amap/?keywords=%',
];

test('page URLs that cannot be read answer the translated 400 page', async () => {
  for (const url of CHINESE_BY_DEFAULT) {
    const answer = await get(url);
    expect(answer.status, url).toBe(400);
    expect(answer.type, url).toMatch(/^text\/html/);
    expect(answer.cacheControl, url).toMatch(/no-store/);
    expect(answer.body, url).toContain(zh.error['400']);
    expect(answer.body, url).toContain(zh.common.goHome);
  }
  for (const url of ENGLISH_BY_PATH) {
    const answer = await get(url);
    expect(answer.status, url).toBe(400);
    expect(answer.body, url).toContain(en.error['400']);
    expect(answer.body, url).toContain(en.common.goHome);
  }
  const byBrowser = await get('/%zz', { 'accept-language': 'en-US,en;q=0.9' });
  expect(byBrowser.body).toContain(en.error['400']);
  const byCookie = await get('/%zz', { cookie: 'NEXT_LOCALE=en' });
  expect(byCookie.body).toContain(en.error['400']);
});

test('API URLs that cannot be read answer the 400 envelope', async () => {
  for (const url of API) {
    const answer = await get(url);
    expect(answer.status, url).toBe(400);
    expect(answer.type, url).toMatch(/^application\/json/);
    const body = JSON.parse(answer.body) as { status: number; msg: string; data: unknown };
    expect(body, url).toEqual({ status: 400000, msg: zh.api.malformedUrl, data: null });
  }
  const english = JSON.parse((await get('/api/search?lang=en&q=%')).body) as { msg: string };
  expect(english.msg).toBe(en.api.malformedUrl);
});

for (const [lang, path, texts, home] of [
  ['zh', '/%zz', zh, '/'],
  ['en', '/en/%25', en, '/en'],
] as const) {
  test(`a person on a broken link reads the 400 page (${lang}) and goes home`, async ({ page }) => {
    for (const [device, viewport] of [
      ['desktop', { width: 1280, height: 800 }],
      ['phone', { width: 390, height: 844 }],
    ] as const) {
      await page.setViewportSize(viewport);
      const response = await page.goto(path);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.error['400']);
      await expect(page).toHaveTitle(`${texts.meta.badRequestTitle} | ${texts.meta.siteName}`);
      await page.screenshot({
        path: test.info().outputPath(`malformed-400-${lang}-${device}.png`),
        fullPage: true,
      });
    }
    await page.getByRole('link', { name: texts.common.goHome }).click();
    await expect(page).toHaveURL((url) => url.pathname === home);
    await expect(page.locator('header')).toBeVisible();
  });
}
