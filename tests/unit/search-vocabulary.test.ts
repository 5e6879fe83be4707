import { describe, expect, it } from 'vitest';
import synonymData from '@/server/search/data/synonyms.json';
import { analyseQuery } from '@/server/search/analyze-query';
import { correctedKeyword, transpositions } from '@/server/search/typo-corrections';

const termOf = (keyword: string) => analyseQuery(keyword).clauses.map((c) => c.alternatives[0]![0]!.term);

describe('the vocabulary data', () => {
  it('names each member in one group only (a second group would silently win)', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const group of synonymData.groups as string[][]) {
      for (const member of group) {
        const key = member.toLowerCase();
        if (seen.has(key)) twice.push(`${member}: ${seen.get(key)} and ${group[0]}`);
        seen.set(key, group[0]!);
      }
    }
    expect(twice).toEqual([]);
  });

  it.each([
    ['波箱', '~变速箱'], ['冷气', '~空调'], ['机油格', '~机滤'], ['偈油隔', '~机滤'], ['呔', '~轮胎'],
    ['tires', '~轮胎'], ['bonnet', '~发动机盖'], ['sump', '~油底壳'], ['atf', '~变速箱油'], ['o2', '~氧传感器'],
    ['wheelbearing', '~轮毂轴承'], ['crank shaft', '~曲轴'],
  ])('%s stands for its group %s', (keyword, term) => {
    expect(termOf(keyword)).toEqual([term]);
  });
});

describe('the segmenter', () => {
  it.each([
    ['本田偈油隔', ['~本田', '~机滤']], ['大众电油隔', ['~大众', '~汽滤']], ['比亚迪车呔', ['~比亚迪', '~轮胎']], ['凯美瑞鬼面罩', ['~凯美瑞', '~中网格栅']],
  ])('keeps a workshop name whole after a make or model: %s', (keyword, terms) => {
    expect(termOf(keyword)).toEqual(terms);
  });
});

describe('typo candidates', () => {
  it('are English words of four letters or more, never shorter ones, numbers or grouped words', () => {
    const candidates = (keyword: string) => analyseQuery(keyword).clauses.flatMap((c) => (c.typoCandidate ? [c.typoCandidate.word] : []));
    expect(candidates('brak pad')).toEqual(['brak']);
    expect(candidates('spark plgu')).toEqual(['spark', 'plgu']);
    expect(candidates('abs atf 0986')).toEqual([]);
  });

  it('swap each pair of neighbouring letters once', () => {
    expect(transpositions('plgu')).toEqual(['lpgu', 'pglu', 'plug']);
    expect(transpositions('seel')).toEqual(['esel', 'sele']);
  });

  it('make the corrected keyword from the words typed', () => {
    expect(correctedKeyword('brak pads', [{ typed: 'brak', word: 'brake', stem: 'brake' }])).toBe('brake pads');
    expect(correctedKeyword('brake pads', [])).toBeNull();
  });
});
