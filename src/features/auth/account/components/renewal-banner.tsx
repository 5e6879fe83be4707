'use client';

import { useTranslations } from 'next-intl';
import { buttonClasses } from '@/components/ui/button-classes';
import { emit } from '@/client/event-bus';
import { useIsClient } from '@/client/use-is-client';
import { useUserAccount } from '@/client/user-account-store';
import { IntlIsland } from '@/i18n/intl-island';
import { useCurrentLocale } from '@/i18n/navigation-hooks';
import { formatChinaInstant } from '@/lib/china-date';
import { formatYuan } from '@/lib/format-money';

/** A stored notice outlives its membership's end when the browser keeps an old answer. */
function endsAhead(endsAt: unknown): endsAt is string {
  return typeof endsAt === 'string' && Date.parse(endsAt) > Date.now();
}

/**
 * The owner's renewal notice above every account page while the membership ends within 30 days.
 * It reads the user info the store already holds (GET /api/info at sign-in, on the profile page and
 * after a payment), so no page asks the server again for it; the server sends it to owners of plans
 * granting reminders only. "Renew" opens the plans dialog, where the current plan is offered as a renewal.
 */
export function RenewalBanner() {
  // The account layout has no message provider of its own (each page brings its own for its content).
  return (
    <IntlIsland>
      <Banner />
    </IntlIsland>
  );
}

function Banner() {
  const isClient = useIsClient();
  const { userInfo } = useUserAccount();
  const locale = useCurrentLocale();
  const t = useTranslations('membership.renewalBanner');
  const reminder = isClient ? userInfo?.renewalReminder : null;
  if (!reminder || !endsAhead(reminder.endsAt)) return null;
  return (
    <section
      aria-label={t('label')}
      data-testid="renewal-banner"
      className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="min-w-0 flex-1">
        {t('text', {
          plan: reminder.planTitle,
          date: formatChinaInstant(reminder.endsAt, locale, false),
          price: formatYuan(reminder.priceFen, locale),
        })}
      </p>
      <button type="button" className={buttonClasses('primary', 'md')} onClick={() => emit('upgrade:open', {})}>
        {t('action')}
      </button>
    </section>
  );
}
