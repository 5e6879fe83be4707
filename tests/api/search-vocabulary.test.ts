import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult, SuggestResult } from '@/contracts/search';
import { getDb } from '@/server/db';
import { seedDemoCatalogue } from '@/server/db/seed/seed-demo-catalogue';
import { createUser, GOOD_PASSWORD, signIn, type Session } from '@tests/factories/users';
import { api } from '@tests/setup/test-app';

/*
 * The trade's vocabulary (docs/decisions/0069-search-vocabulary.md): each class finds the category its
 * words name, first; a misspelt query says what it searched, in the results and in the suggestions.
 */

let buyer: Session;
beforeAll(async () => {
  const db = await getDb();
  await seedDemoCatalogue(db, { products: 2000 });
  buyer = await signIn((await createUser(db)).mobile, GOOD_PASSWORD);
}, 120_000);

async function search(keyword: string, lang: 'zh' | 'en' = 'en'): Promise<SearchResult> {
  const { res, body } = await api(`/api/search?lang=${lang}&pageSize=10&keyword=${encodeURIComponent(keyword)}`, { headers: buyer.headers });
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data as SearchResult;
}

async function suggest(q: string, lang: 'zh' | 'en' = 'en'): Promise<SuggestResult> {
  const { res, body } = await api(`/api/search/suggest?lang=${lang}&q=${encodeURIComponent(q)}`, { headers: buyer.headers });
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data as SuggestResult;
}

const TYRES = ['1101', '1105', '1107'];
const GEARBOX = ['0504', '0506', '0507', '1307'];
const AIRCON = ['0601', '0602', '0603', '0605', '0607', '0608'];

/** The first hits (as many as the named category can fill at this size) sit in `cids`. */
async function expectFinds(keyword: string, cids: string[], lang: 'zh' | 'en') {
  const result = await search(keyword, lang);
  expect(result.total, keyword).toBeGreaterThan(0);
  const first = result.list.slice(0, 5).map((h) => h.category.cid);
  expect(first.every((cid) => cids.includes(cid)), `${keyword}: ${first.join(', ')}`).toBe(true);
}

describe('the trade vocabulary', () => {
  it.each([
    ['机油格', ['1003']], ['偈油隔', ['1003']], ['电油隔', ['0703']], ['波箱', GEARBOX], ['波箱油', ['1307']],
    ['冷气', AIRCON], ['冷氣', AIRCON], ['呔', TYRES], ['車軚', TYRES], ['火咀', ['0301']], ['球笼', ['0503']], ['鬼面罩', ['1204']],
  ])('southern and workshop names: %s', (keyword, cids) => expectFinds(keyword, cids, 'zh'));

  it.each([
    ['tires', TYRES], ['bonnet', ['1202']], ['boot lid', ['1206']], ['windscreen', ['2502', '2704']], ['wing', ['1203']],
    ['petrol cap', ['0706']], ['gas tank', ['0707']], ['sump', ['1013']], ['indicator', ['0405']], ['anti-roll bar', ['0207']],
    ['brake rotors', ['0102']], ['muffler', ['1401']], ['silencer', ['1401']], ['carburettor', ['0708']], ['propshaft', ['0502']],
  ])('US and UK terms: %s', (keyword, cids) => expectFinds(keyword, cids, 'en'));

  it.each([
    ['ATF', ['1307']], ['abs', ['0107']], ['a/c compressor', ['0601']], ['o2 sensor', ['0801']], ['lambda', ['0801']],
    ['cv joint', ['0503']], ['obd2', ['3001']], ['srs', ['2301']], ['ect sensor', ['0803']],
  ])('abbreviations: %s', (keyword, cids) => expectFinds(keyword, cids, 'en'));

  it.each([
    ['sparkplugs', ['0301']], ['wheelbearing', ['1103']], ['shockabsorber', ['0201']], ['brakepads', ['0101']],
    ['oilfilter', ['1003']], ['crank shaft', ['1006']], ['dip stick', ['1016']], ['halfshaft', ['0503']],
  ])('joined and split words: %s', (keyword, cids) => expectFinds(keyword, cids, 'en'));

  it.each([
    ['brak pads', ['0101'], 'brake pads'], ['spark plgu', ['0301'], 'spark plug'], ['fues', ['0305'], 'fuse'],
    ['ciol spring', ['0205'], 'coil spring'], ['brkae pads', ['0101'], 'brake pads'],
  ])('typos in words of four letters and more, transpositions too: %s', async (keyword, cids, corrected) => {
    await expectFinds(keyword, cids, 'en');
    expect((await search(keyword)).did_you_mean).toBe(corrected);
  });

  it('leaves real short words alone: a known word is not corrected, an unknown one is not bent into another', async () => {
    expect(await search('hose')).toMatchObject({ did_you_mean: null });
    expect((await search('hose')).total).toBeGreaterThan(0);
    // "bolt" is one changed letter from "belt": a short word only takes a letter more or fewer, or a swap.
    expect(await search('bolt')).toMatchObject({ total: 0, did_you_mean: null });
  });
});

describe('did you mean', () => {
  it('in the results, in both languages: the corrected keyword, and the parts it finds in the reader’s language', async () => {
    const en = await search('brak pads', 'en');
    const zh = await search('brak pads', 'zh');
    expect(en.did_you_mean).toBe('brake pads');
    expect(zh.did_you_mean).toBe('brake pads');
    expect(en.list[0]!.title).toMatch(/Brake Pads/);
    expect(zh.list[0]!.title).toMatch(/刹车片/);
    // One click on it runs the corrected search: the same parts, no correction offered.
    const corrected = await search('brake pads', 'en');
    expect(corrected.did_you_mean).toBeNull();
    expect(corrected.list.map((h) => h.skuCode)).toEqual(en.list.map((h) => h.skuCode));
  });

  it('in the suggestions, in both languages: the corrected text and its products', async () => {
    for (const lang of ['en', 'zh'] as const) {
      const result = await suggest('spark plgu', lang);
      expect(result.did_you_mean, lang).toBe('spark plug');
      const products = result.items.filter((i) => i.kind === 'product');
      expect(products.length, lang).toBeGreaterThan(0);
      expect(products.every((p) => (lang === 'en' ? /Spark Plug/.test(p.label) : p.label.includes('火花塞'))), lang).toBe(true);
    }
  });

  it('is not offered when the text finds parts as typed, nor when the correction finds nothing', async () => {
    expect((await suggest('spark plug')).did_you_mean).toBeNull();
    expect((await suggest('brake')).did_you_mean).toBeNull();
    expect(await suggest('qqzzxxvv')).toEqual({ items: [], did_you_mean: null });
    expect(await search('qqzzxxvv')).toMatchObject({ total: 0, did_you_mean: null });
  });
});
