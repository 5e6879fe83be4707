import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from '@/lib/escape-like';
import { normalizeKeyword } from '@/lib/normalize-keyword';

describe('escapeLike', () => {
  it.each([
    ['plain', 'plain'],
    ['100%', '100\\%'],
    ['LX_1', 'LX\\_1'],
    ['a\\b', 'a\\\\b'],
    ['%_\\', '\\%\\_\\\\'],
    ['刹车片', '刹车片'],
  ])('%s → %s', (input, expected) => {
    expect(escapeLike(input)).toBe(expected);
  });

  it('wraps a literal substring pattern', () => {
    expect(containsPattern('10%')).toBe('%10\\%%');
  });
});

describe('normalizeKeyword', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['   ', undefined],
    ['\u0000', undefined],
    ['  brake   pad ', 'brake pad'],
    ['a\u0000b', 'a b'],
    ['tab\there\nnl', 'tab here nl'],
    ['刹车片', '刹车片'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeKeyword(input)).toBe(expected);
  });
});
