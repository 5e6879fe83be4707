import { pick, randInt, type Rng } from './rng';
import type { OeStyle } from './vehicles';

const DIGITS = '0123456789';
const ALNUM = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

function chars(rng: Rng, alphabet: string, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += alphabet[Math.floor(rng() * alphabet.length)];
  return out;
}

/** Original-equipment numbers in each maker's own layout (04465-33471, 1K0 698 151 A, 34 11 6 860 016 ...). */
export function oeNumber(rng: Rng, style: OeStyle): string {
  const d = (n: number) => chars(rng, DIGITS, n);
  switch (style) {
    case 'toyota':
      return `${d(5)}-${chars(rng, ALNUM, 5)}`;
    case 'honda':
      return `${d(5)}-${chars(rng, LETTERS, 3)}-${chars(rng, ALNUM, 3)}`;
    case 'nissan':
      return `${chars(rng, ALNUM, 5)}-${chars(rng, ALNUM, 5)}`;
    case 'hyundai':
      return `${d(5)}-${chars(rng, LETTERS, 1)}${d(1)}${chars(rng, ALNUM, 3)}`;
    case 'vag':
      return `${d(1)}${pick(rng, ['K', 'Q', 'G', 'J', 'E'])}${d(1)} ${d(3)} ${d(3)}${rng() < 0.5 ? ` ${chars(rng, LETTERS, 1)}` : ''}`;
    case 'bmw':
      return `${d(2)} ${d(2)} ${d(1)} ${d(3)} ${d(3)}`;
    case 'mercedes':
      return `A ${d(3)} ${d(3)} ${d(2)} ${d(2)}`;
    case 'ford':
      return `${chars(rng, LETTERS, 2)}${d(1)}${chars(rng, LETTERS, 1)}-${d(4)}-${chars(rng, LETTERS, 1)}`;
    case 'gm':
      return d(8);
    case 'tesla':
      return `${d(7)}-00-${chars(rng, LETTERS, 1)}`;
    case 'china':
      return `${d(7)}${chars(rng, LETTERS, 3)}${d(2)}${chars(rng, LETTERS, 1)}`;
  }
}

/** The supplier's own catalogue number, shaped like the brand's real numbering where it is well known. */
export function brandPartNumber(rng: Rng, brand: string): string {
  const d = (n: number) => chars(rng, DIGITS, n);
  switch (brand) {
    case 'Bosch':
      return `0 986 ${d(3)} ${d(3)}`;
    case 'Brembo':
      return `P ${d(2)} ${d(3)}`;
    case 'NGK':
      return `${pick(rng, ['ILKAR', 'LKAR', 'BKR', 'DILKAR', 'IZFR'])}${randInt(rng, 5, 8)}${chars(rng, LETTERS, 1)}${d(2)}`;
    case 'Denso':
      return `${d(3)}${d(3)}-${d(4)}`;
    case 'Mann-Filter':
      return `${pick(rng, ['W', 'HU', 'C', 'CUK', 'WK'])} ${d(2)}${d(1)}${rng() < 0.4 ? '/' + d(1) : ''}`;
    case 'Mahle':
      return `${pick(rng, ['OC', 'LX', 'LA', 'KL', 'OX'])} ${d(3)}`;
    case 'ATE':
      return `13.0460-${d(4)}.2`;
    case 'TRW':
      return `${pick(rng, ['GDB', 'DF', 'JTE', 'JBJ'])}${d(4)}`;
    case 'Gates':
      return `${pick(rng, ['K0', 'K01', '5PK', '6PK'])}${d(4)}`;
    case 'SKF':
      return `VKM${d(5)}`;
    case 'Sachs':
      return `${d(3)} ${d(3)}`;
    case 'Monroe':
      return `${pick(rng, ['G', 'E', 'V'])}${d(4)}`;
    case 'KYB':
      return `${d(6)}`;
    case 'Lemförder':
      return `${d(5)} 01`;
    case 'Febi Bilstein':
      return `${d(5)}`;
    case 'Hella':
      return `${d(1)}${chars(rng, LETTERS, 2)} ${d(3)} ${d(3)}-${d(3)}`;
    case 'Philips':
      return `${d(5)}${pick(rng, ['C1', 'B1', 'XVS2', 'WVUB1'])}`;
    case 'Osram':
      return `${d(4)}${pick(rng, ['NL', 'CBN', 'ULT', '-01B'])}`;
    case 'Valeo':
      return `${d(6)}`;
    default: {
      const prefix = brand.replace(/[^A-Za-z0-9]/g, '').slice(0, 3).toUpperCase() || 'PM';
      return `${prefix}-${d(5)}`;
    }
  }
}
