import { describe, expect, it } from 'vitest';
import { coveringGrams } from '@/server/search/search-sql';

/** What number_grams (migration 0017) stores for a key: every 4-character window. */
const storedGrams = (key: string) => Array.from({ length: Math.max(0, key.length - 3) }, (_, i) => key.slice(i, i + 4));

describe('the grams a partial part number asks the index for', () => {
  it('cover every character with as few grams as that takes', () => {
    expect(coveringGrams('0986716031')).toEqual(['0986', '7160', '6031']);
    expect(coveringGrams('98649452')).toEqual(['9864', '9452']);
    expect(coveringGrams('2804')).toEqual(['2804']);
    expect(coveringGrams('AB123')).toEqual(['AB12', 'B123']);
  });

  it('are all stored for every key that contains the typed number, wherever it sits', () => {
    const typed = '7160310';
    for (const key of ['07160310', 'X7160310Y', '0986716031012', '7160310']) {
      expect(key).toContain(typed);
      const stored = new Set(storedGrams(key));
      expect(coveringGrams(typed).every((gram) => stored.has(gram)), key).toBe(true);
    }
  });
});
