import { and, eq, gte, lt, type SQL } from 'drizzle-orm';
import { BUYER_CLOSABLE_STATES, INQUIRY_STATE, QUOTABLE_STATES, type InquiryState } from '@/contracts/inquiry-states';
import { inquiries } from '../db/schema';

/**
 * The state a reader sees: a quoted inquiry whose validity date (China time) has passed reads as
 * 400 expired. Only 100, 200, 300 and 500 are ever stored.
 */
export function effectiveState(row: { state: number; quoteValidUntil: string | null }, today: string): InquiryState {
  if (row.state === INQUIRY_STATE.QUOTED && row.quoteValidUntil !== null && row.quoteValidUntil < today) {
    return INQUIRY_STATE.EXPIRED;
  }
  return row.state as InquiryState;
}

/** The stored condition for a state filter (400 = quoted and past validity; 200 = quoted and still valid). */
export function stateCondition(state: InquiryState, today: string): SQL | undefined {
  if (state === INQUIRY_STATE.QUOTED) return and(eq(inquiries.state, state), gte(inquiries.quoteValidUntil, today));
  if (state === INQUIRY_STATE.EXPIRED) return and(eq(inquiries.state, INQUIRY_STATE.QUOTED), lt(inquiries.quoteValidUntil, today));
  return eq(inquiries.state, state);
}

export const canClose = (state: InquiryState) => BUYER_CLOSABLE_STATES.includes(state);
export const canQuote = (state: InquiryState) => QUOTABLE_STATES.includes(state);
export const canAccept = (state: InquiryState) => state === INQUIRY_STATE.QUOTED;
