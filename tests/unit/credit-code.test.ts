import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CREDIT_CODE_CHARSET,
  creditCodeCheckCharacter,
  creditCodeProblem,
  isCreditCode,
  normalizeCreditCode,
  organisationCodeCheckCharacter,
} from '@/lib/credit-code';

// Codes published on business licences and annual reports (the first is GB 32100-2015's own example).
const REAL_CODES = [
  '91350100M000100Y43',
  '9144030071526726XG', // 深圳市腾讯计算机系统有限公司
  '914403001922038216', // 华为技术有限公司
  '91110000802100433B', // 北京百度网讯科技有限公司
  '91330100799655058B', // 阿里巴巴（中国）有限公司
];

describe('unified social credit code (GB 32100-2015)', () => {
  it('accepts real published codes', () => {
    for (const code of REAL_CODES) expect(creditCodeProblem(code), code).toBeNull();
  });

  it('computes the check character with the weights 3^i mod 31', () => {
    expect(creditCodeCheckCharacter('91350100M000100Y4')).toBe('3');
    expect(creditCodeCheckCharacter('9144030071526726X')).toBe('G');
    // GB 11714 over the organisation code: M000100Y → 4, 71526726 → X.
    expect(organisationCodeCheckCharacter('M000100Y')).toBe('4');
    expect(organisationCodeCheckCharacter('71526726')).toBe('X');
  });

  it('names the rule a code breaks', () => {
    expect(creditCodeProblem('91350100M000100Y4')).toBe('length');
    expect(creditCodeProblem('91350100M000100Y433')).toBe('length');
    expect(creditCodeProblem('91350100M000100I43')).toBe('characters'); // I is not in the set
    expect(creditCodeProblem('91350100m000100Y43')).toBe('characters'); // not normalised
    expect(creditCodeProblem('9135A100M000100Y43')).toBe('division');
    expect(creditCodeProblem('91350100M000100Y53')).toBe('organisationCheck');
    expect(creditCodeProblem('91350100M000100Y44')).toBe('check');
  });

  it('normalises what people type', () => {
    expect(normalizeCreditCode(' 9135 0100-m000100y43 ')).toBe('91350100M000100Y43');
    expect(isCreditCode(normalizeCreditCode('9144 0300 7152 6726 xg'))).toBe(true);
  });

  it('finds every single-character typo in the last character, and any change of one character elsewhere', () => {
    const chars = [...CREDIT_CODE_CHARSET];
    fc.assert(
      fc.property(fc.constantFrom(...REAL_CODES), fc.integer({ min: 0, max: 17 }), fc.constantFrom(...chars), (code, at, ch) => {
        fc.pre(code[at] !== ch);
        const changed = code.slice(0, at) + ch + code.slice(at + 1);
        // Weights are invertible mod 31 (a prime), so one changed character always moves the sum.
        expect(isCreditCode(changed)).toBe(false);
      }),
    );
  });
});
