/*
 * The unified social credit code (统一社会信用代码, GB 32100-2015): 18 characters from a 31-character
 * set (digits and capitals without I, O, S, V, Z).
 *   1      registration authority (9 = market regulation, 5 = civil affairs, 1 = staffing office, …)
 *   2      kind of organisation
 *   3–8    administrative division of the registering office (GB/T 2260, digits)
 *   9–17   the organisation code (GB 11714): 8 characters and its own check character
 *   18     check character over positions 1–17
 * Pure, shared by the form in the browser and the API (docs/decisions/0026-invoice-titles-and-invoices.md).
 */

export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
/** Weight of position i (0-based) is 3^i mod 31. */
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28] as const;
const ORGANISATION_CODE_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2] as const;

export type CreditCodeProblem = 'length' | 'characters' | 'division' | 'organisationCheck' | 'check';

/** What people type ("9135 0100-m000100y43") as the code is written ("91350100M000100Y43"). */
export function normalizeCreditCode(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** The check character (position 18) for the first 17 characters, or null if one is outside the set. */
export function creditCodeCheckCharacter(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i += 1) {
    const value = CREDIT_CODE_CHARSET.indexOf(first17[i] ?? '');
    if (value < 0) return null;
    sum += value * CREDIT_CODE_WEIGHTS[i]!;
  }
  return CREDIT_CODE_CHARSET[(31 - (sum % 31)) % 31]!;
}

/** GB 11714's check character for an 8-character organisation code body (digits 0–9, letters A=10 … Z=35). */
export function organisationCodeCheckCharacter(body: string): string | null {
  let sum = 0;
  for (let i = 0; i < 8; i += 1) {
    const ch = body[i] ?? '';
    let value: number;
    if (/^[0-9]$/.test(ch)) value = Number(ch);
    else if (/^[A-Z]$/.test(ch)) value = ch.charCodeAt(0) - 55;
    else return null;
    sum += value * ORGANISATION_CODE_WEIGHTS[i]!;
  }
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

/** The first rule a (normalised) code breaks, or null when it is a well-formed code. */
export function creditCodeProblem(code: string): CreditCodeProblem | null {
  if (code.length !== 18) return 'length';
  for (const ch of code) if (!CREDIT_CODE_CHARSET.includes(ch)) return 'characters';
  if (!/^\d{6}$/.test(code.slice(2, 8))) return 'division';
  if (organisationCodeCheckCharacter(code.slice(8, 16)) !== code[16]) return 'organisationCheck';
  if (creditCodeCheckCharacter(code.slice(0, 17)) !== code[17]) return 'check';
  return null;
}

export function isCreditCode(code: string): boolean {
  return creditCodeProblem(code) === null;
}
