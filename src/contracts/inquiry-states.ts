/*
 * Inquiry states (docs/decisions/0017-inquiries.md), zod-free so the browser can use them. Codes are
 * numeric as the spec's `PUT /api/inquiry {ids, state: 500}` shows; labels are translated from the
 * `inquiryState.<code>` message keys.
 *
 *   100 submitted ──operator quotes──► 200 quoted ──buyer accepts (before validity ends)──► 300 accepted
 *        │                               │  ▲ operator re-quotes (also once expired)
 *        └────── buyer or operator closes ┴──────────────────────────► 500 closed
 *
 * 400 expired is never stored: a quoted inquiry whose validity date has passed reads as 400; it can
 * be re-quoted or closed, not accepted.
 */
export const INQUIRY_STATE = {
  SUBMITTED: 100,
  QUOTED: 200,
  ACCEPTED: 300,
  EXPIRED: 400,
  CLOSED: 500,
} as const;
export type InquiryState = (typeof INQUIRY_STATE)[keyof typeof INQUIRY_STATE];
export const INQUIRY_STATES: readonly InquiryState[] = [100, 200, 300, 400, 500];
/** States a buyer may close (withdraw) from: PUT /api/inquiry {ids, state: 500}. */
export const BUYER_CLOSABLE_STATES: readonly InquiryState[] = [100, 200, 400];
/** States an operator may quote (or re-quote) from. */
export const QUOTABLE_STATES: readonly InquiryState[] = [100, 200, 400];

/** Limits shared by forms and the server. */
export const INQUIRY_LIMITS = {
  maxLines: 100,
  maxQuantity: 1_000_000,
  /** Minor units: 20 million in the site currency — what the price columns (integer) can hold. */
  maxUnitPrice: 2_000_000_000,
  messageMax: 2000,
  noteMax: 500,
  maxAttachments: 5,
  attachmentMaxBytes: 5 * 1024 * 1024,
  attachmentTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const,
  /** PUT /api/inquiry ids. */
  maxBulkIds: 100,
  keywordMax: 100,
  quickLinesMax: 500,
  basketMaxItems: 100,
  exportMaxRows: 10_000,
} as const;

export function isInquiryState(value: number): value is InquiryState {
  return (INQUIRY_STATES as readonly number[]).includes(value);
}
