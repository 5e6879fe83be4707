import { CONSOLE_ATTEMPTS } from './operator';

/**
 * Buyers of the invoice journeys: each has two paid orders of an invoiceable plan (two, so a retried
 * journey still finds one to invoice). This branch has no payment gateway to pay through, so
 * seed-invoice-buyers.ts writes them into the e2e data folder before the server starts.
 */
export const INVOICE_BUYER_PASSWORD = 'Invoice-Ledger-2026';
export const INVOICE_BUYERS = {
  zh: { mobile: '13500000101', password: INVOICE_BUYER_PASSWORD },
  en: { mobile: '13500000102', password: INVOICE_BUYER_PASSWORD },
} as const;

/**
 * Buyers of the console's dialog-focus journey (tests/e2e/dialog-focus.spec.ts): each asks for an
 * invoice so the operator's queue has one to open the "issue" dialog on (and closes it unissued).
 */
export const FOCUS_INVOICE_BUYERS = {
  zh: { mobile: '13500000103', password: INVOICE_BUYER_PASSWORD, company: '焦点发票汽配有限公司' },
  en: { mobile: '13500000104', password: INVOICE_BUYER_PASSWORD, company: 'Focus Invoice Parts Ltd' },
} as const;

/**
 * Buyers of the console journey (tests/e2e/admin.spec.ts), one per language and attempt: a paid order
 * of an invoiceable plan (the journey requests its invoice, then issues it in the console) and an
 * order whose payment arrived after it expired (a late success flagged for refund, with its
 * notification). The journey settles both, so a retry needs a buyer whose orders are untouched.
 */
const CONSOLE_COMPANIES = { zh: '厦门控制台汽配有限公司', en: 'Console Journey Parts Ltd' } as const;

export function consoleBuyer(lang: 'zh' | 'en', retry: number) {
  if (retry >= CONSOLE_ATTEMPTS) throw new Error(`no fresh console buyer for retry ${retry}: raise CONSOLE_ATTEMPTS`);
  const mobile = `135000011${retry}${lang === 'zh' ? 1 : 2}`;
  return { mobile, password: INVOICE_BUYER_PASSWORD, company: CONSOLE_COMPANIES[lang] };
}

export const CONSOLE_BUYERS = Array.from({ length: CONSOLE_ATTEMPTS }, (_, retry) => [
  consoleBuyer('zh', retry),
  consoleBuyer('en', retry),
]).flat();
