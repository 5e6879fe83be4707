import fs from 'node:fs';
import path from 'node:path';
import { Jieba } from '@node-rs/jieba';

/** The auto-parts dictionary shipped with the app: part names, makes, models, brands (ADR 0031). */
export const PARTS_DICTIONARY = path.resolve(process.cwd(), 'src/server/search/data/parts-dictionary.txt');

/**
 * jieba's default dictionary, read with the segmenter rather than at import: the package's `dict.js`
 * reads it and its IDF table (unused here) as it loads, held by every process that
 * imports the search code, whether or not it ever segments a word (docs/decisions/0054).
 */
const JIEBA_DICTIONARY = path.resolve(process.cwd(), 'node_modules/@node-rs/jieba/dict.txt');

let jieba: Jieba | undefined;

/** jieba with its default dictionary plus ours, loaded once, on first use. */
function segmenter(): Jieba {
  if (!jieba) {
    jieba = Jieba.withDict(fs.readFileSync(JIEBA_DICTIONARY));
    jieba.loadDict(fs.readFileSync(PARTS_DICTIONARY));
  }
  return jieba;
}

export const CJK_RUN = /[\u3400-\u9fff\uf900-\ufaff]+/gu;

/** Catalogue titles repeat the same runs ("后轮刹车片", "适用于丰田凯美瑞"): segment each once. */
const MEMO_MAX = 50_000;
const memo = new Map<string, string[]>();

function cutRun(run: string): string[] {
  let words = memo.get(run);
  if (!words) {
    words = segmenter().cut(run, true).filter((w) => w.trim());
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(run, words);
  }
  return words;
}

/** Chinese words of `text` (jieba with HMM for unknown words), CJK words only. */
export function chineseWords(text: string): string[] {
  const out: string[] = [];
  for (const run of text.match(CJK_RUN) ?? []) out.push(...cutRun(run));
  return out;
}

/** Every character and every pair of neighbouring characters of each CJK run: 1–2-character queries hit these. */
export function chineseGrams(text: string): string[] {
  const out: string[] = [];
  for (const run of text.match(CJK_RUN) ?? []) {
    const chars = [...run];
    for (let i = 0; i < chars.length; i++) {
      out.push(chars[i]!);
      if (i + 1 < chars.length) out.push(chars[i]! + chars[i + 1]!);
    }
  }
  return out;
}

/** Neighbouring-character pairs of a word: a longer query word the titles split differently still matches. */
export function bigramsOf(word: string): string[] {
  const chars = [...word];
  const out: string[] = [];
  for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
  return out;
}
