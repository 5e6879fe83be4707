import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test } from './fixtures';
import { serverLogPath } from './support/server-log';

/**
 * Unknown URLs on the real server (scripts/serve.ts in front of Next, docs/decisions/0018): URLs that
 * name nothing answer 404 without growing Next's page cache or the data folder, with headers that
 * stay small and never name the internal /<locale>/<site>/ route; a 10,000-character SKU leaves no
 * stack trace in the server's output.
 */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = path.resolve(process.env.E2E_DATA_DIR ?? '.e2e-data');
const NEXT_DIR = path.resolve('.next');

type Answer = { status: number; headerBytes: number; headers: [string, string][]; body: string };

/**
 * A GET on a connection of its own (a kept-alive one may be closed by the server while idle), with no
 * cookies and no redirects followed; headerBytes is the head as it came off the wire.
 */
function get(pathAndQuery: string, headers: http.OutgoingHttpHeaders = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port: PORT, path: pathAndQuery, agent: false, headers },
      (res) => {
        const pairs: [string, string][] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
        const statusLine = `HTTP/1.1 ${res.statusCode} ${res.statusMessage}\r\n`;
        const headerBytes = pairs.reduce(
          (sum, [k, v]) => sum + Buffer.byteLength(`${k}: ${v}\r\n`),
          statusLine.length + 2,
        );
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headerBytes,
            headers: pairs,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
  });
}

/** Total bytes and files under a folder (0/0 when it does not exist). */
function footprint(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        bytes += fs.statSync(full).size;
        files += 1;
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return { bytes, files };
}

/** The rules every answer to a URL naming nothing must keep. */
function expectRefused(url: string, answer: Answer) {
  expect(answer.status, url).toBe(404);
  const header = (name: string) => answer.headers.filter(([k]) => k.toLowerCase() === name).map(([, v]) => v);
  expect(header('cache-control').join(', '), url).toMatch(/\b(no-store|private)\b/);
  expect(header('cache-control').join(', '), url).not.toMatch(/s-maxage|public/);
  expect(header('x-middleware-rewrite'), url).toEqual([]);
  for (const [name, value] of answer.headers) {
    expect(value, `${url} ${name}`).not.toMatch(/\/(en|zh)\/(us|de|au|uk)(\/|$)/);
  }
  expect(answer.headerBytes, url).toBeLessThan(4096);
}

async function inBatches<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(run));
}

test('1,000 made-up product and category URLs answer 404 and leave the page cache and data folder as they were', async () => {
  test.setTimeout(600_000);
  const tree = JSON.parse((await get('/api/cate')).body) as {
    data: { cid: string; autopartsCategoryList: { cid: string }[] }[];
  };
  const known = new Set(
    tree.data.flatMap((top) => [top.cid, ...top.autopartsCategoryList.map((c) => c.cid)]),
  );
  expect(known.size).toBeGreaterThan(20);
  const unknownCids: string[] = [];
  for (let n = 0; unknownCids.length < 150; n++) {
    const cid = n % 2 ? String(10 + (n % 90)) : String(1000 + n * 37).slice(0, 4);
    if (!known.has(cid) && !unknownCids.includes(cid)) unknownCids.push(cid);
    if (n > 100_000) throw new Error('no unknown cids left');
  }

  const urls: string[] = [];
  const lang = (i: number) => (i % 2 ? '/en' : '');
  // Well-formed SKUs nobody sells (a typo, a crawler, a loop of made-up ones): the nice 404.
  for (let i = 0; i < 300; i++)
    urls.push(`${lang(i)}/product/ZZ-${i}-${(i * 7919).toString(36).toUpperCase()}`);
  // Segments no SKU can have: never looked up; the same 404 page, never stored.
  const badSkus = [
    'zz-lower',
    'ZZ_UNDER',
    '-LEAD',
    'AB',
    'Z'.repeat(65),
    'Q'.repeat(300),
    'PM%2D1',
    'PM%00',
    '%C3%84%C3%96',
  ];
  for (let i = 0; i < 200; i++) urls.push(`${lang(i)}/product/${badSkus[i % badSkus.length]}${i}`);
  // Well-formed cids that are no category, on page 1 and beyond.
  for (let i = 0; i < 150; i++) urls.push(`${lang(i)}/category/${unknownCids[i]}${i % 3 ? '' : '/2'}`);
  // Shapes no cid or page can have.
  const badCids = ['abc', '123', '00000', '1e3', '10/0', '10/02', '10/999999', '1003/-1', '13/2.5'];
  for (let i = 0; i < 100; i++) urls.push(`${lang(i)}/category/${badCids[i % badCids.length]}?v=${i}`);
  // Listing pages past the last one, in the path and in the query.
  const cids = [...known].slice(0, 10);
  for (let i = 0; i < 150; i++) {
    const cid = cids[i % cids.length]!;
    urls.push(
      i % 2 ? `${lang(i)}/category/${cid}/${9000 + i}` : `${lang(i)}/category/${cid}?page=${9000 + i}`,
    );
  }
  // Everything else: unknown routes, over-long paths and queries.
  for (let i = 0; i < 100; i++) {
    if (i % 4 === 0) urls.push(`${lang(i)}/no-such-page-${i}`);
    else if (i % 4 === 1) urls.push(`${lang(i)}/${'x'.repeat(300 + i)}`);
    else if (i % 4 === 2) urls.push(`${lang(i)}/products?keyword=${'k'.repeat(3000 + i)}`);
    else urls.push(`${lang(i)}/product/ZZ-${i}/deeper`);
  }
  expect(urls).toHaveLength(1000);
  expect(new Set(urls).size).toBe(1000);

  const nextBefore = footprint(NEXT_DIR);
  const dataBefore = footprint(DATA_DIR);
  expect(nextBefore.files).toBeGreaterThan(0);
  expect(dataBefore.files).toBeGreaterThan(0);

  let niceNotFound = 0;
  await inBatches(urls, 4, async (url) => {
    const answer = await get(url);
    expectRefused(url, answer);
    if (answer.body.includes('error-view')) niceNotFound++;
  });

  const nextAfter = footprint(NEXT_DIR);
  const dataAfter = footprint(DATA_DIR);
  const grown = {
    next: { bytes: nextAfter.bytes - nextBefore.bytes, files: nextAfter.files - nextBefore.files },
    data: { bytes: dataAfter.bytes - dataBefore.bytes, files: dataAfter.files - dataBefore.files },
  };
  test.info().annotations.push({
    type: 'growth',
    description: JSON.stringify({ before: { nextBefore, dataBefore }, grown }),
  });
  // Before the fix each unknown SKU or cid left files in .next/server/route-cache.
  expect(grown.next.bytes, JSON.stringify(grown)).toBeLessThan(256 * 1024);
  expect(grown.next.files, JSON.stringify(grown)).toBeLessThanOrEqual(5);
  expect(grown.data.bytes, JSON.stringify(grown)).toBeLessThan(1024 * 1024);
  expect(grown.data.files, JSON.stringify(grown)).toBeLessThanOrEqual(5);
  // The well-formed ones (unknown SKUs, cids, pages, routes) get the storefront's own 404 page.
  expect(niceNotFound).toBeGreaterThanOrEqual(600);
});

test('a 10,000-character SKU: a small translated 404, small headers, no stack trace in the log', async () => {
  const logFile = serverLogPath(PORT);
  const logBefore = fs.statSync(logFile).size;
  const sku = 'A'.repeat(10_000);
  const english = await get(`/en/product/${sku}`);
  const chinese = await get(`/product/${sku}`, { 'accept-language': 'zh-CN,zh;q=0.9' });
  for (const answer of [english, chinese]) {
    expectRefused('/product/A…', answer);
    expect(answer.headerBytes).toBeLessThan(4096);
    for (const [name, value] of answer.headers) expect(value, name).not.toContain('AAAAAAAAAA');
    expect(answer.body.length).toBeLessThan(4096);
    expect(answer.body).not.toContain('AAAAAAAAAA');
  }
  expect(english.body).toContain('Back to home');
  expect(chinese.body).toContain('返回首页');
  // A real page afterwards: anything the server logged about the two is in the file by now.
  expect((await get('/api/cate')).status).toBe(200);
  // The logger writes in blocks at least every LOG_FLUSH_MS (250 ms by default): wait out two windows.
  await new Promise((resolve) => setTimeout(resolve, 600));
  const logged = fs.readFileSync(logFile).subarray(logBefore).toString();
  expect(logged).not.toMatch(/ENAMETOOLONG|Failed to update prerender cache|\n\s+at\s/);
});
