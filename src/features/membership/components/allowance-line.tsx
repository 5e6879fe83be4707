import { useTranslations } from 'next-intl';
import type { DailyAllowance } from '@/contracts/membership';
import { formatInstant } from '../membership-format';

function isAllowance(value: unknown): value is DailyAllowance {
  const a = value as Partial<DailyAllowance> | null | undefined;
  return typeof a === 'object' && a !== null && typeof a.resetsAt === 'string' && typeof a.used === 'number';
}

/** Today's allowance from /api/info (what the plan in force promises per day), when the answer carries it. */
export function AllowanceLine({ allowance, locale }: { allowance: unknown; locale: string }) {
  const t = useTranslations('membership');
  if (!isAllowance(allowance)) return null;
  return (
    <p className="mt-2 text-sm text-slate-700" data-testid="daily-allowance">
      {allowance.limit === null || allowance.remaining === null
        ? t('allowanceUnlimited')
        : t('allowance', {
            remaining: allowance.remaining,
            limit: allowance.limit,
            time: formatInstant(allowance.resetsAt, locale),
          })}
    </p>
  );
}
