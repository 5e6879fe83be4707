/** Membership order numbers without zod, for browser code; `membership.ts` builds its schema on it. */
export const MEMBERSHIP_ORDER_SN_PATTERN = /^[A-Z0-9]{8,32}$/;
