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
 * Buyers of the console journey (tests/e2e/admin.spec.ts), one per language: a paid order of an
 * invoiceable plan (the journey requests its invoice, then issues it in the console) and an order
 * whose payment arrived after it expired (a late success flagged for refund, with its notification).
 */
export const CONSOLE_BUYERS = {
  zh: { mobile: '13500000111', password: INVOICE_BUYER_PASSWORD, company: '厦门控制台汽配有限公司' },
  en: { mobile: '13500000112', password: INVOICE_BUYER_PASSWORD, company: 'Console Journey Parts Ltd' },
} as const;
