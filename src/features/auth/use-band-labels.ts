'use client';

import { useTranslations } from 'next-intl';
import type { Band } from '@/contracts/accounts';

/**
 * The size bands' option labels (annual sales, years in the trade). They are kept once, under the
 * spec's `userRegister` namespace, and the profile form reads them from there too: a page showing
 * a band select must load `userRegister` messages.
 */
export function useBandLabels() {
  const t = useTranslations('userRegister');
  return {
    annualSales: (band: Band) => t(`annualSalesOptions.${band}`),
    experienceYears: (band: Band) => t(`experienceOptions.${band}`),
  };
}
