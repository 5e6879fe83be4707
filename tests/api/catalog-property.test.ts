import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpStatusFor, STATUS } from '@/contracts/envelope';
import { getDb } from '@/server/db';
import { seedKnownCatalogue } from '@tests/setup/catalog-fixture';
import { api } from '@tests/setup/test-app';

beforeAll(async () => {
  await seedKnownCatalogue(await getDb());
});

const KNOWN = new Set<number>(Object.values(STATUS));
const KEYS = ['keyword', 'cid', 'page', 'pageSize', 'sort', 'site', 'lang'];
const NEAR_VALUES = ['0', '1', '10', '1003', '99', '-1', '60', '61', '10000', '10001', 'abc', 'price_asc', 'newest', 'us', 'de', 'en', 'zh', 'xx', '', '%', '_', '1.5', 'NaN', 'Infinity', '\u0000', 'a\u0000b', '\\', '\u00a0'];

/** One query string: valid-looking, random text (encoded), or raw bytes-ish garbage. */
const queryString = fc.oneof(
  fc
    .array(
      fc.tuple(
        fc.oneof(fc.constantFrom(...KEYS), fc.string({ maxLength: 12 })),
        fc.oneof(fc.constantFrom(...NEAR_VALUES), fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 120 })),
      ),
      { maxLength: 8 },
    )
    .map((pairs) => new URLSearchParams(pairs).toString()),
  fc.string({ unit: 'binary', maxLength: 200 }).map((raw) => encodeURI(raw).replace(/%25/g, '%')),
  fc.string({ maxLength: 200 }),
);

describe('GET /api/products — property', () => {
  it('any query string gives a JSON envelope with a known status and no internals', async () => {
    await fc.assert(
      fc.asyncProperty(queryString, async (query) => {
        let url: string;
        try {
          url = new URL(`/api/products?${query}`, 'http://localhost').pathname + new URL(`/api/products?${query}`, 'http://localhost').search;
        } catch {
          return; // not even a URL a client could send
        }
        const { res, body, text } = await api(url);
        expect(res.headers.get('content-type')).toMatch(/application\/json/);
        expect(KNOWN.has(body.status), text).toBe(true);
        expect(res.status).toBe(httpStatusFor(body.status));
        expect(body.status).not.toBe(STATUS.INTERNAL);
        expect(typeof body.msg).toBe('string');
        if (body.status === 200) expect(Array.isArray(body.data.items)).toBe(true);
        else expect(body.data).toBeNull();
        expect(text).not.toMatch(/\bat \S+:\d+:\d+|node_modules|Error:|stack/);
      }),
      { numRuns: 300 },
    );
  });
});
