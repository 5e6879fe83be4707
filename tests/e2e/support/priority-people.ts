/**
 * People of the inquiry-priority and renewal journeys (tests/e2e/inquiry-priority.spec.ts), one set per
 * language: an owner on the Annual plan (answers within 8 hours, an account manager, renewal reminders)
 * whose membership ends in 20 days, and a free buyer with an inquiry sent four days ago (its 72 hours
 * are over: overdue). priority-members.ts writes them before the server starts (no server code here:
 * the journeys import these names).
 */
export const PRIORITY_PASSWORD = 'Priority-Parts-2026';
export const PRIORITY_PLAN_LEVEL = 2;
export const MEMBER_DAYS_LEFT = 20;
export const PRIORITY_PEOPLE = {
  zh: {
    member: { mobile: '13500000501', name: '赵会员', company: '广州优先汽配有限公司' },
    free: { mobile: '13500000502', name: '钱采购', company: '佛山普通汽配商行' },
  },
  en: {
    member: { mobile: '13500000503', name: 'Zhao Member', company: 'Guangzhou Priority Parts Ltd' },
    free: { mobile: '13500000504', name: 'Qian Buyer', company: 'Foshan Standard Parts Co' },
  },
} as const;
