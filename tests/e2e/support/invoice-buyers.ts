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
