/*
 * What a plan card's texts promise, read back from the words, so a test (and the console's plan editor)
 * can hold the texts and the plan's entitlement fields to the same thing (docs/decisions/0067). The
 * phrases are the ones the seeded cards use in both languages; a text an operator writes differently is
 * reported as promising less, which the editor shows as a disagreement to look at, never as an error.
 */

export type PlanLang = 'zh' | 'en';
type Localized = { zh: string; en: string };

/** A plan's card texts in both languages (the upgrade dialog shows these). */
export type PlanCard = {
  title: Localized;
  memoData: Localized;
  memoCooperation: Localized;
  memoExpiration: Localized;
  memoPerDay: Localized;
  memoAccount: Localized;
};

export const PROMISE_SWITCHES = ['memberData', 'fitmentExport', 'priceHistory', 'accountManager', 'renewalReminders', 'apiAccess'] as const;
export type PromiseSwitch = (typeof PROMISE_SWITCHES)[number];
export const PROMISE_NUMBERS = ['answerHours', 'quickInquiryLines', 'seats', 'perDay'] as const;
export type PromiseNumber = (typeof PROMISE_NUMBERS)[number];
export type PromiseKey = PromiseSwitch | PromiseNumber;

/**
 * What a plan grants, in the terms the texts speak: switches, and numbers (`perDay` null = unlimited).
 * Read from texts, a number the texts never state is `undefined`.
 */
export type PlanPromises = Record<PromiseSwitch, boolean> & {
  answerHours: number | undefined;
  quickInquiryLines: number | undefined;
  seats: number | undefined;
  perDay: number | null | undefined;
};

/** The plan's fields as promises: what the texts must say. */
export type PlanGrants = Record<PromiseSwitch, boolean> & {
  answerHours: number;
  quickInquiryLines: number;
  seats: number;
  perDay: number | null;
};

const SWITCH_PHRASES: Record<PlanLang, Record<PromiseSwitch, RegExp>> = {
  en: {
    memberData: /\bmember prices?\b/i,
    fitmentExport: /\bfitment\b[^.;]*\bexport\b/i,
    priceHistory: /\bprice history\b/i,
    accountManager: /\baccount manager\b/i,
    renewalReminders: /\brenewal reminders?\b/i,
    apiAccess: /\bAPI\b/,
  },
  zh: {
    memberData: /会员价/,
    fitmentExport: /适配[^，。；]*导出/,
    priceHistory: /价格走势/,
    accountManager: /客户经理/,
    renewalReminders: /提醒续费|续费提醒/,
    apiAccess: /API/,
  },
};

const NUMBER_PHRASES: Record<PlanLang, { answerHours: RegExp; quickInquiryLines: RegExp; subAccounts: RegExp; mainAccount: RegExp; perDay: RegExp; unlimited: RegExp }> = {
  en: {
    answerHours: /\banswered within (\d+) hours?\b/i,
    quickInquiryLines: /\bquick inquir(?:y|ies) of up to (\d+) lines?\b/i,
    subAccounts: /\b(\d+) sub-accounts?\b/i,
    mainAccount: /\bmain account\b/i,
    perDay: /\bup to (\d+) inquir(?:y|ies) (?:per|a) day\b/i,
    unlimited: /\bunlimited inquiries\b/i,
  },
  zh: {
    answerHours: /(\d+)\s*小时内答复/,
    quickInquiryLines: /快速询价每次最多\s*(\d+)\s*行/,
    subAccounts: /(\d+)\s*个子账号/,
    mainAccount: /主账号/,
    perDay: /每日最多\s*(\d+)\s*次询价/,
    unlimited: /询价次数不限|不限询价次数/,
  },
};

/** "Everything in Quarterly, plus …" / "季度会员全部数据权益，另含…": the data promises of the named plan. */
const INHERITS: Record<PlanLang, RegExp> = {
  en: /\bEverything in (?:the )?([^,;.]+?)(?:\s+membership)?(?:,|;|\.|$)/i,
  zh: /^(.+?)(?:的)?全部(?:数据)?权益/,
};

function number(text: string, re: RegExp): number | undefined {
  const m = re.exec(text);
  return m?.[1] === undefined ? undefined : Number(m[1]);
}

/** The plan another text names ("Annual" → "Annual membership", "年度会员" → "年度会员"), not itself. */
function namedPlan(name: string, lang: PlanLang, self: PlanCard, plans: readonly PlanCard[]): PlanCard | undefined {
  const wanted = name.trim().toLowerCase();
  const others = plans.filter((p) => p !== self && p.title[lang] !== self.title[lang]);
  const title = (p: PlanCard) => p.title[lang].trim().toLowerCase();
  return others.find((p) => title(p) === wanted) ?? others.find((p) => title(p).startsWith(wanted));
}

/** The switches one plan's data text promises, following "Everything in <plan>" to the plan it names. */
function dataSwitches(card: PlanCard, lang: PlanLang, plans: readonly PlanCard[], seen: Set<PlanCard>): Set<PromiseSwitch> {
  const out = new Set<PromiseSwitch>();
  const text = card.memoData[lang];
  for (const key of PROMISE_SWITCHES) if (SWITCH_PHRASES[lang][key].test(text)) out.add(key);
  const inherit = INHERITS[lang].exec(text);
  const parent = inherit?.[1] ? namedPlan(inherit[1], lang, card, plans) : undefined;
  if (parent && !seen.has(parent)) {
    seen.add(parent);
    for (const key of dataSwitches(parent, lang, plans, seen)) out.add(key);
  }
  return out;
}

/** What a plan card promises in one language; `plans` are the cards its texts may name. */
export function promisesOf(card: PlanCard, lang: PlanLang, plans: readonly PlanCard[] = []): PlanPromises {
  const texts = [card.memoData, card.memoCooperation, card.memoExpiration, card.memoPerDay, card.memoAccount].map((t) => t[lang]);
  const all = texts.join('\n');
  const switches = dataSwitches(card, lang, plans, new Set([card]));
  for (const key of PROMISE_SWITCHES) if (SWITCH_PHRASES[lang][key].test(all)) switches.add(key);
  const n = NUMBER_PHRASES[lang];
  const account = card.memoAccount[lang];
  const perDayText = card.memoPerDay[lang];
  return {
    memberData: switches.has('memberData'),
    fitmentExport: switches.has('fitmentExport'),
    priceHistory: switches.has('priceHistory'),
    accountManager: switches.has('accountManager'),
    renewalReminders: switches.has('renewalReminders'),
    apiAccess: switches.has('apiAccess'),
    answerHours: number(all, n.answerHours),
    quickInquiryLines: number(all, n.quickInquiryLines),
    seats: number(account, n.subAccounts) ?? (n.mainAccount.test(account) ? 0 : undefined),
    perDay: n.unlimited.test(perDayText) ? null : number(perDayText, n.perDay),
  };
}

/** The promises the texts make that the fields do not grant, or the other way round: empty = they agree. */
export function promiseMismatches(promises: PlanPromises, grants: PlanGrants): PromiseKey[] {
  const keys: PromiseKey[] = [...PROMISE_SWITCHES, ...PROMISE_NUMBERS];
  return keys.filter((key) => promises[key] !== grants[key]);
}

/** Both languages at once: for each language, the keys where texts and fields disagree. */
export function planTextMismatches(
  card: PlanCard,
  grants: PlanGrants,
  plans: readonly PlanCard[] = [],
): Record<PlanLang, PromiseKey[]> {
  return {
    zh: promiseMismatches(promisesOf(card, 'zh', plans), grants),
    en: promiseMismatches(promisesOf(card, 'en', plans), grants),
  };
}
