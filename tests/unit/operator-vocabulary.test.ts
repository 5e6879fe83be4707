import { describe, expect, it } from 'vitest';
import { analyseQuery, toTsquery } from '@/server/search/analyze-query';
import { analyseWithVocabulary, rewrittenKeyword } from '@/server/search/teaching/apply-vocabulary';
import { EMPTY_VOCABULARY, groupPairs, type OperatorVocabulary } from '@/server/search/teaching/operator-vocabulary';

/* The operator's vocabulary applied around analyseQuery (docs/decisions/0070), without a database. */

const vocabulary = (rewrites: [string, string][], pairs: [string, string][]): OperatorVocabulary => ({
  rewrites: new Map(rewrites),
  groups: groupPairs(pairs),
});
const tsquery = (keyword: string, v: OperatorVocabulary) => toTsquery(analyseWithVocabulary(keyword, v).clauses);

describe('the operator vocabulary', () => {
  it('leaves a keyword exactly as analyseQuery reads it when there are no rules', () => {
    for (const keyword of ['刹车片', 'brake pads for camry', '0 986 494 123']) {
      expect(analyseWithVocabulary(keyword, EMPTY_VOCABULARY)).toEqual(analyseQuery(keyword));
    }
  });

  it('joins pairs that share a term into one group', () => {
    expect(groupPairs([['a', 'b'], ['c', 'd'], ['b', 'c'], ['x', 'y']]).map((g) => [...g].sort())).toEqual([['a', 'b', 'c', 'd'], ['x', 'y']]);
  });

  it('rewrites whole words and phrases once, not inside other words, and not its own target again', () => {
    const v = vocabulary([['atf', 'automatic transmission fluid'], ['fluid', 'oil'], ['波箱', '变速箱']], []);
    expect(rewrittenKeyword('atf 1l', v)).toBe('automatic transmission fluid 1l');
    expect(rewrittenKeyword('atfx', v)).toBe('atfx');
    expect(rewrittenKeyword('波箱油', v)).toBe('变速箱油');
    expect(analyseWithVocabulary('ATF', v).text).toBe('automatic transmission fluid');
  });

  it('makes a taught synonym one clause any member satisfies, the shipped group of a member included', () => {
    const v = vocabulary([], [['冷气格', '空调滤芯']]);
    const taught = analyseWithVocabulary('冷气格 丰田', v);
    // The taught clause finds what 空调滤芯 finds (its shipped group term) or the taught word's own words.
    expect(tsquery('冷气格', v)).toContain(toTsquery(analyseQuery('空调滤芯').clauses)!.replace(/[()]/g, ''));
    expect(taught.clauses[0]!.needles).toEqual(expect.arrayContaining(['冷气格', '空调滤芯']));
    // The rest of the keyword is analysed as before.
    expect(taught.clauses.slice(1)).toEqual(analyseQuery('丰田').clauses);
    // Two-way.
    expect(tsquery('空调滤芯', v)).toBe(tsquery('冷气格', v));
  });

  it('matches a Latin member as whole words, plural too, and a one-character member only as the whole keyword', () => {
    const v = vocabulary([], [['rotor', 'brake disc'], ['格', 'filter']]);
    expect(tsquery('rotors', v)).toBe(tsquery('brake disc', v));
    expect(tsquery('rotorx', v)).toBe(toTsquery(analyseQuery('rotorx').clauses));
    expect(tsquery('格', v)).toBe(tsquery('filter', v));
    expect(tsquery('规格', v)).toBe(toTsquery(analyseQuery('规格').clauses));
  });
});
