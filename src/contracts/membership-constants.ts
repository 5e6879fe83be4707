/** Membership order numbers without zod, for browser code; `membership.ts` builds its schema on it. */
export const MEMBERSHIP_ORDER_SN_PATTERN = /^[A-Z0-9]{8,32}$/;

/**
 * What a buyer without a membership gets where a plan would grant a number (docs/decisions/0067):
 * inquiries are answered within 72 hours, a quick inquiry carries up to 20 lines.
 */
export const FREE_TIER_LIMITS = { answerHours: 72, quickInquiryLines: 20 } as const;

/** Renewal reminders go out this many days before a membership ends (each once per term). */
export const RENEWAL_REMINDER_DAYS = [30, 7] as const;

/**
 * Who sees how much of the catalogue (docs/decisions/0067): a visitor the catalogue without prices and
 * a stock status; a signed-in (approved) buyer also the reference price; a member on a plan with member
 * data also the member price with its quantity breaks, the exact stock quantity and OE cross-references.
 */
export const DATA_TIERS = ['visitor', 'buyer', 'member'] as const;
