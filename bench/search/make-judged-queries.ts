/**
 * Writes bench/search/judged-queries.json: the judged query set of the search bench.
 *
 *   npx tsx bench/search/make-judged-queries.ts
 *
 * Judgments point at demo products 1–3,000 of the seed generator (DEMO_SEED): product N is the same
 * at every catalogue size, so the set holds at 200,000 and at 1,000,000 products. A query is judged
 * either by the SKUs that must be found (a part number names its product) or by a rule any relevant
 * hit satisfies (categories, brand, a number prefix, Chinese text in the title or category). VIN rows
 * are judged by the vehicles work (owner "vehicles") and skipped by this bench until it lands.
 */
import fs from 'node:fs';
import path from 'node:path';
import { partNumberKey } from '../../src/lib/part-number-key';
import { CATEGORY_TREE } from '../../src/server/db/seed/demo-catalogue/category-data';
import { demoCrossReferences } from '../../src/server/db/seed/demo-catalogue/cross-references';
import { demoProducts, DEMO_SEED } from '../../src/server/db/seed/demo-catalogue/demo-products';
import type { JudgedQuery } from './judged';
import { VOCABULARY_QUERIES } from './vocabulary-queries';

const JUDGED_PRODUCTS = 3_000;

let nextId = 1;
const children = CATEGORY_TREE.flatMap((top) => top.children.map((c) => ({ ...c, id: nextId++, parentId: 0 })));
const cidOf = new Map(children.map((c) => [c.id, c.cid]));
const byCid = new Map(children.map((c) => [c.cid, c]));
const products = [...demoProducts(children as never, JUDGED_PRODUCTS, DEMO_SEED)].map((b, index) => ({
  ...b.product,
  cid: cidOf.get(b.product.categoryId)!,
  xrefs: demoCrossReferences(DEMO_SEED, index, b.product.brand, byCid.get(cidOf.get(b.product.categoryId)!)?.taxonomyId),
}));

const queries: JudgedQuery[] = [];
const add = (q: Omit<JudgedQuery, 'id'>) => queries.push({ id: `${q.class}-${String(queries.filter((x) => x.class === q.class).length + 1).padStart(3, '0')}`, ...q });

/** Numbers unlikely to repeat anywhere in a million products: 9+ key characters. */
const longNumber = (n: string) => partNumberKey(n).length >= 9;
const every = <T,>(list: T[], step: number, max: number) => list.filter((_, i) => i % step === 0).slice(0, max);

// Part numbers as printed, then respelled (no spaces, hyphens and dots, lower case, slashes).
const numbered = products.filter((p) => longNumber(p.partNumber));
for (const p of every(numbered, 7, 25)) add({ class: 'number-exact', lang: 'en', q: p.partNumber, relevant: [p.skuCode!] });
for (const p of every(numbered.slice(3), 9, 20)) {
  const key = partNumberKey(p.partNumber);
  const variants = [key, key.toLowerCase(), `${key.slice(0, 3)}-${key.slice(3, 6)}.${key.slice(6)}`, `${key.slice(0, 4)} ${key.slice(4)}`, `${key.slice(0, 5)}/${key.slice(5)}`];
  add({ class: 'number-respelled', lang: 'en', q: variants[queries.length % variants.length]!, relevant: [p.skuCode!] });
}
for (const p of every(numbered.slice(5), 11, 15)) {
  const prefix = partNumberKey(p.partNumber).slice(0, 7);
  add({ class: 'number-prefix', lang: 'en', q: prefix, rule: { numberPrefix: prefix } });
}
const withOe = products.filter((p) => (p.oeNumbers ?? []).some(longNumber));
for (const p of every(withOe, 13, 20)) {
  const oe = p.oeNumbers!.find(longNumber)!;
  add({ class: 'oe-number', lang: 'en', q: queries.length % 2 ? oe : partNumberKey(oe).toLowerCase(), relevant: [p.skuCode!] });
}
const withXref = products.filter((p) => p.xrefs.some((x) => longNumber(x.number)));
for (const p of every(withXref, 17, 15)) {
  const x = p.xrefs.find((r) => longNumber(r.number))!;
  add({ class: 'cross-reference', lang: 'en', q: x.number, relevant: [p.skuCode!] });
}
for (const p of every(products, 97, 10)) add({ class: 'sku', lang: 'en', q: p.skuCode!.toLowerCase(), relevant: [p.skuCode!] });

// Chinese: category names, synonyms, 1–2 characters, brands; English: names, plurals, synonyms, typos.
const cat = (cid: string) => byCid.get(cid)!;
const populated = [...new Set(products.map((p) => p.cid))].filter((cid) => /^[\u4e00-\u9fff]{2,8}$/.test(cat(cid).title));
for (const cid of every(populated, 6, 20)) add({ class: 'zh-category', lang: 'zh', q: cat(cid).title, rule: { cids: [cid] } });
for (const cid of every(populated.slice(2), 7, 20)) add({ class: 'en-category', lang: 'en', q: cat(cid).titleEn.toLowerCase(), rule: { cids: [cid] } });

const cidByZh = (title: string) => children.find((c) => c.title === title)?.cid;
const synonyms: [string, string, 'zh' | 'en'][] = [
  ['制动片', '刹车片', 'zh'], ['来令片', '刹车片', 'zh'], ['刹车皮', '刹车片', 'zh'], ['制动盘', '刹车盘', 'zh'], ['刹车碟', '刹车盘', 'zh'],
  ['机滤', '机油滤清器', 'zh'], ['机油格', '机油滤清器', 'zh'], ['火嘴', '火花塞', 'zh'], ['电瓶', '蓄电池', 'zh'], ['避震器', '减震器', 'zh'],
  ['汽油泵', '燃油泵', 'zh'], ['方向机', '转向机', 'zh'], ['启动机', '起动机', 'zh'], ['正时带', '正时皮带', 'zh'], ['喷油器', '喷油嘴', 'zh'],
  ['brake rotor', '刹车盘', 'en'], ['sparkplug', '火花塞', 'en'], ['brake pads', '刹车片', 'en'], ['cam belt', '正时皮带', 'en'], ['shock absorbers', '减震器', 'en'],
];
for (const [q, title, lang] of synonyms) {
  const cid = cidByZh(title);
  if (cid) add({ class: lang === 'zh' ? 'zh-synonym' : 'en-synonym', lang, q, rule: { cids: [cid] } });
}
for (const q of ['刹', '刹车', '滤', '滤清', '灯', '大灯', '轮胎', '机油', '座椅', '座套']) add({ class: 'zh-short', lang: 'zh', q, rule: { zhText: q } });
const typos: [string, string][] = [
  ['alternater', '发电机'], ['altenator', '发电机'], ['spark plgus', '火花塞'], ['shock absorbr', '减震器'], ['headlihgt assembly', '大灯总成'],
  ['compresor', '空调压缩机'], ['radiater', ''], ['injectr', '喷油嘴'], ['absorbers', '减震器'], ['calipr', '刹车卡钳'],
  ['brake disks', '刹车盘'], ['timming belt', '正时皮带'], ['headlihgts', ''], ['startr motor', '起动机'], ['batery', '蓄电池'],
];
for (const [q, title] of typos) {
  const cid = title ? cidByZh(title) : undefined;
  const word = q.split(' ')[0]!;
  add({ class: 'en-typo', lang: 'en', q, rule: cid ? { cids: [cid] } : { enWordLike: word.slice(0, 4) } });
}
for (const [q, brand] of [['Bosch', 'Bosch'], ['博世', 'Bosch'], ['NGK', 'NGK'], ['曼牌', 'Mann-Filter'], ['mann filter', 'Mann-Filter'], ['电装', 'Denso'], ['brembo', 'Brembo'], ['布雷博', 'Brembo'], ['米其林', 'Michelin'], ['嘉实多', 'Castrol']] as const) {
  add({ class: 'brand', lang: /[\u4e00-\u9fff]/.test(q) ? 'zh' : 'en', q, rule: { brands: [brand] } });
}
for (const [q, title, brand, lang] of [
  ['bosch brake pads', '刹车片', 'Bosch', 'en'], ['博世 火花塞', '火花塞', 'Bosch', 'zh'], ['ngk spark plug', '火花塞', 'NGK', 'en'], ['曼牌 机滤', '机油滤清器', 'Mann-Filter', 'zh'],
  ['brembo brake disc', '刹车盘', 'Brembo', 'en'], ['denso oxygen sensor', '氧传感器', 'Denso', 'en'],
] as const) {
  const cid = cidByZh(title);
  if (cid) add({ class: 'mixed', lang, q, rule: { cids: [cid], brands: [brand] } });
}
for (const [q, title] of [['丰田 刹车片', '刹车片'], ['toyota camry brake pads', '刹车片'], ['比亚迪 减震器', '减震器'], ['honda civic headlight', '大灯总成']] as const) {
  const cid = cidByZh(title);
  if (cid) add({ class: 'vehicle-words', lang: /[\u4e00-\u9fff]/.test(q) ? 'zh' : 'en', q, rule: { cids: [cid] } });
}
// The trade's vocabulary: regional, US/UK, abbreviations, joined and split words, short typos (with sources).
for (const v of VOCABULARY_QUERIES) {
  const cids = v.cids?.filter((cid) => byCid.has(cid));
  if (v.cids && cids?.length !== v.cids.length) throw new Error(`${v.q}: unknown category in ${v.cids.join(', ')}`);
  add({ class: v.class, lang: v.lang, q: v.q, rule: cids ? { cids } : { enWordLike: v.enWordLike }, source: v.source });
}
// VINs (valid check digits where they apply, and one with a wrong one): judged by the vehicles work.
for (const [q, note] of [
  ['1HGCM82633A004352', 'Honda Accord 2003, valid check digit'], ['JTDKB20U093456789', 'Toyota, check digit to verify'], ['WVWZZZ1JZ3W386752', 'VW Golf (European: check digit not enforced)'],
  ['LGXC16DF0N0000001', 'BYD (Chinese WMI)'], ['LSVAM4187C2184847', 'SAIC VW (Chinese WMI)'], ['5YJ3E1EA7KF317000', 'Tesla Model 3 2019'],
  ['1HGCM82633A004353', 'wrong check digit: refused'], ['WBA8E9G50GNU12345', 'BMW 3 Series 2016'], ['KMHD84LF5HU123456', 'Hyundai Elantra 2017'], ['LB37624S7JL000001', 'Geely (Chinese WMI)'],
] as const) {
  add({ class: 'vin', lang: 'en', q, owner: 'vehicles', note });
}

const file = path.join('bench', 'search', 'judged-queries.json');
fs.writeFileSync(
  file,
  JSON.stringify({ about: 'Judged queries for bench/search.ts (see bench/search/make-judged-queries.ts). Products 1–3,000 of the demo seed.', queries }, null, 1) + '\n',
);
console.log(`${queries.length} queries → ${file}`);
const counts = new Map<string, number>();
for (const q of queries) counts.set(q.class, (counts.get(q.class) ?? 0) + 1);
console.log(Object.fromEntries(counts));
