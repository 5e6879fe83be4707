import { DomainError } from '../domain-error';
import { CHINA_WMI } from './data/china-market';
import vinData from './data/vpic-vin.json';

/** Where the VIN was issued, which decides whether its check digit is a rule (docs/decisions/0036-vin-rules.md). */
export type VinRegion = 'north-america' | 'china' | 'other';

export type DecodedVin = {
  vin: string;
  wmi: string;
  region: VinRegion;
  /** `valid` where the check digit is mandatory (North America, China); never checked elsewhere. */
  checkDigit: 'valid' | 'not-applicable';
  /** Null when position 10 does not encode a year (allowed outside North America and China). */
  year: number | null;
  /** Makes the WMI belongs to (several when a plant builds more than one brand), most likely first. */
  makes: string[];
  /** From vPIC's VDS patterns when exactly one model matches best; otherwise null (the buyer picks). */
  model: string | null;
};

/** VIN characters: digits and capitals without I, O and Q. */
const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
/** Position 10 codes in order: 1980 (or 2010) is A, … 2009 (or 2039) is 9. */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

type VinData = { firstYear: number; wmi: Record<string, string[]>; models: Record<string, Record<string, string>> };
const data = vinData as VinData;

/** The check digit position 9 must hold: weighted sum of the transliterated characters mod 11 (10 → X). */
export function expectedCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const ch = vin[i]!;
    const value = ch >= '0' && ch <= '9' ? Number(ch) : (TRANSLITERATION[ch] ?? 0);
    sum += value * WEIGHTS[i]!;
  }
  const rest = sum % 11;
  return rest === 10 ? 'X' : String(rest);
}

function regionOf(vin: string): VinRegion {
  if (vin[0]! >= '1' && vin[0]! <= '5') return 'north-america';
  if (vin[0] === 'L') return 'china';
  return 'other';
}

/**
 * Position 10 names a year in two 30-year cycles. North American VINs tell them apart with
 * position 7 (a digit before 2010, a letter from 2010); elsewhere the later year that is not in the
 * future wins.
 */
function modelYear(vin: string, region: VinRegion, now: Date): number | null {
  const index = YEAR_CODES.indexOf(vin[9]!);
  if (index < 0) return null;
  if (region === 'north-america') return (/[0-9]/.test(vin[6]!) ? 1980 : 2010) + index;
  const latest = now.getUTCFullYear() + 1;
  return 2010 + index <= latest ? 2010 + index : 1980 + index;
}

/** One VDS key against VIN positions 4–9 (the check digit is always `*`): literal characters, `*` for any, `[A-C]`/`[AB]` classes. */
function keyScore(key: string, vds: string): number {
  let score = 0;
  let k = 0;
  for (let v = 0; k < key.length; v++) {
    if (v >= vds.length) return -1;
    const ch = vds[v]!;
    if (key[k] === '*') {
      k++;
    } else if (key[k] === '[') {
      const end = key.indexOf(']', k);
      if (end < 0) return -1;
      const set = key.slice(k + 1, end);
      let hit = false;
      for (let i = 0; i < set.length; i++) {
        if (set[i + 1] === '-' && i + 2 < set.length) {
          if (ch >= set[i]! && ch <= set[i + 2]!) hit = true;
          i += 2;
        } else if (set[i] === ch) hit = true;
      }
      if (!hit) return -1;
      score += 1;
      k = end + 1;
    } else {
      if (key[k] !== ch) return -1;
      score += 2;
      k++;
    }
  }
  return score;
}

/** The model whose most specific matching pattern beats every other model's; null on a tie or no match. */
function matchModel(wmi: string, year: number, vin: string): string | null {
  const byModel = data.models[wmi];
  if (!byModel) return null;
  const vds = vin.slice(3, 9);
  const best = new Map<string, number>();
  for (const [model, entries] of Object.entries(byModel)) {
    for (const entry of entries.split(' ')) {
      const colon = entry.lastIndexOf(':');
      const [from, to] = entry.slice(colon + 1).split('-').map((y) => Math.floor(data.firstYear / 100) * 100 + Number(y));
      if (year < from! || year > to!) continue;
      const score = keyScore(entry.slice(0, colon), vds);
      if (score > (best.get(model) ?? -1)) best.set(model, score);
    }
  }
  const ranked = [...best].filter(([, s]) => s >= 0).sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0 || (ranked.length > 1 && ranked[1]![1] === ranked[0]![1])) return null;
  return ranked[0]![0];
}

/**
 * Validates and decodes a VIN without any I/O: 17 characters without I, O, Q; the check digit
 * where it is mandatory; the model year; WMI → make(s); the model where vPIC's patterns say.
 * Throws a DomainError (field `vin`) for a VIN that cannot be right.
 */
export function decodeVin(raw: string, now = new Date()): DecodedVin {
  const vin = raw.trim().toUpperCase();
  if (vin.length !== 17) throw DomainError.field('vin', 'vinLength', { length: vin.length });
  if (!VIN_PATTERN.test(vin)) throw DomainError.field('vin', 'vinCharacters');
  const region = regionOf(vin);
  if (region !== 'other') {
    const expected = expectedCheckDigit(vin);
    if (vin[8] !== expected) throw DomainError.field('vin', 'vinCheckDigit', { expected, actual: vin[8]! });
  }
  const wmi = vin.slice(0, 3);
  const makes = [...(CHINA_WMI[wmi] ?? data.wmi[wmi] ?? [])];
  if (makes.length === 0) throw new DomainError('notFound', 'vinUnknownMaker', { wmi });
  const year = modelYear(vin, region, now);
  const model = year === null ? null : matchModel(wmi, year, vin);
  return { vin, wmi, region, checkDigit: region === 'other' ? 'not-applicable' : 'valid', year, makes, model };
}
