import type { AdminCompany } from '@/contracts/company';
import type { ConsoleLang } from '../shell/console-lang';
import { formatTime } from '../shell/format';
import { formatChinaInstant } from '@/lib/china-date';
import { intlLocale } from '@/lib/intl-locale';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** "2 / 3" in the console's digits: colleagues holding or promised a seat, of the plan's seats. */
export function seatsText(company: Pick<AdminCompany, 'seats'>, lang: ConsoleLang): string {
  const n = new Intl.NumberFormat(intlLocale(lang));
  return `${n.format(company.seats.used)} / ${n.format(company.seats.limit)}`;
}

/** The level the company enjoys now with its expiry day, "free" without one, "lapsed" after it. */
export function membershipText(
  company: Pick<AdminCompany, 'membershipLevel' | 'membershipExpiresAt'>,
  t: Translate,
  lang: ConsoleLang,
  at = Date.now(),
): string {
  const expiresAt = company.membershipExpiresAt;
  if (company.membershipLevel <= 0 || !expiresAt) return t('companies.free');
  const day = formatChinaInstant(expiresAt, lang, false);
  if (Date.parse(expiresAt) <= at) return t('companies.lapsed', { level: company.membershipLevel, day });
  return t('companies.levelUntil', { level: company.membershipLevel, day });
}

export { formatTime };
