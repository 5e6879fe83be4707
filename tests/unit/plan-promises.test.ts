import { describe, expect, it } from 'vitest';
import { planTextMismatches, promisesOf, type PlanCard, type PlanGrants, type PlanLang } from '@/lib/plan-promises';
import { DEMO_MEMBERSHIP_PLANS } from '@/server/db/seed/membership-plans';
import type { NewMembershipPlanRow } from '@/server/db/schema';

/** The seeded row's fields with the schema's defaults, as the texts must state them. */
function grantsOf(row: NewMembershipPlanRow): PlanGrants {
  return {
    memberData: row.memberData === 1,
    fitmentExport: row.fitmentExport === 1,
    priceHistory: row.priceHistory === 1,
    accountManager: row.accountManager === 1,
    renewalReminders: row.renewalReminders === 1,
    apiAccess: row.apiAccess === 1,
    answerHours: row.answerHours ?? 24,
    quickInquiryLines: row.quickInquiryLines ?? 50,
    seats: row.accountLimit ?? 0,
    perDay: row.perDayLimit ?? null,
  };
}

const cardOf = (row: NewMembershipPlanRow): PlanCard => ({
  title: row.title,
  memoData: row.memoData,
  memoCooperation: row.memoCooperation,
  memoExpiration: row.memoExpiration,
  memoPerDay: row.memoPerDay,
  memoAccount: row.memoAccount,
});

const cards = DEMO_MEMBERSHIP_PLANS.map(cardOf);
const LANGS: PlanLang[] = ['zh', 'en'];
const [quarterly, annual, enterprise] = DEMO_MEMBERSHIP_PLANS as [NewMembershipPlanRow, NewMembershipPlanRow, NewMembershipPlanRow];

/** A copy of a seeded plan whose card and fields can be changed without touching the seed. */
function mutate(row: NewMembershipPlanRow, lang: PlanLang, field: keyof PlanCard, replace: (text: string) => string) {
  const card = cardOf(row);
  card[field] = { ...card[field], [lang]: replace(card[field][lang]) };
  const others = cards.filter((c) => c.title.en !== row.title.en);
  return { card, plans: [card, ...others] };
}

describe('seeded plan cards say exactly what the plan grants', () => {
  for (const row of DEMO_MEMBERSHIP_PLANS) {
    for (const lang of LANGS) {
      it(`${row.title.en} (${lang})`, () => {
        const promises = promisesOf(cardOf(row), lang, cards);
        expect(promises).toEqual(grantsOf(row));
      });
    }
  }

  it('follows "Everything in <plan>" to the plan it names', () => {
    for (const lang of LANGS) {
      expect(promisesOf(cardOf(annual), lang, cards).memberData).toBe(true);
      // Enterprise names Annual, which names Quarterly: member data and the fitment export both carry over.
      expect(promisesOf(cardOf(enterprise), lang, cards)).toMatchObject({ memberData: true, fitmentExport: true });
      // Without the named plan at hand there is nothing to inherit.
      expect(promisesOf(cardOf(annual), lang, [cardOf(annual)]).memberData).toBe(false);
    }
  });
});

describe('a text and the fields that disagree are caught', () => {
  it('a text promising what the fields do not grant', () => {
    const zh = mutate(quarterly, 'zh', 'memoData', (t) => `${t}，另含价格走势`);
    expect(planTextMismatches(zh.card, grantsOf(quarterly), zh.plans)).toEqual({ zh: ['priceHistory'], en: [] });
    const en = mutate(quarterly, 'en', 'memoCooperation', (t) => `${t} and a dedicated account manager`);
    expect(planTextMismatches(en.card, grantsOf(quarterly), en.plans)).toEqual({ zh: [], en: ['accountManager'] });
    const hours = mutate(annual, 'en', 'memoCooperation', (t) => t.replace('within 8 hours', 'within 2 hours'));
    expect(planTextMismatches(hours.card, grantsOf(annual), hours.plans).en).toEqual(['answerHours']);
    const seats = mutate(enterprise, 'zh', 'memoAccount', (t) => t.replace('20个子账号', '50个子账号'));
    expect(planTextMismatches(seats.card, grantsOf(enterprise), seats.plans).zh).toEqual(['seats']);
    const perDay = mutate(quarterly, 'zh', 'memoPerDay', () => '询价次数不限');
    expect(planTextMismatches(perDay.card, grantsOf(quarterly), perDay.plans).zh).toEqual(['perDay']);
  });

  it('fields granting what no text promises', () => {
    const card = cardOf(quarterly);
    const grants = { ...grantsOf(quarterly), fitmentExport: true, apiAccess: true };
    expect(planTextMismatches(card, grants, cards)).toEqual({ zh: ['fitmentExport', 'apiAccess'], en: ['fitmentExport', 'apiAccess'] });
    const more = { ...grantsOf(annual), quickInquiryLines: 200, perDay: null };
    expect(planTextMismatches(cardOf(annual), more, cards)).toEqual({
      zh: ['quickInquiryLines', 'perDay'],
      en: ['quickInquiryLines', 'perDay'],
    });
  });

  it('a text that drops a promise, or an inheritance that no longer holds', () => {
    const dropped = mutate(annual, 'en', 'memoExpiration', () => 'Valid for 365 days');
    expect(planTextMismatches(dropped.card, grantsOf(annual), dropped.plans)).toEqual({ zh: [], en: ['renewalReminders'] });
    const noHours = mutate(quarterly, 'zh', 'memoCooperation', () => '快速询价每次最多50行');
    expect(planTextMismatches(noHours.card, grantsOf(quarterly), noHours.plans).zh).toEqual(['answerHours']);
    // Enterprise no longer inherits Annual: the fitment export it grants is promised nowhere.
    const orphan = mutate(enterprise, 'zh', 'memoData', () => '会员价，另含价格走势及API数据接口');
    expect(planTextMismatches(orphan.card, grantsOf(enterprise), orphan.plans).zh).toEqual(['fitmentExport']);
  });
});
