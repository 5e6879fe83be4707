'use client';

import { useOptimistic, useTransition } from 'react';
import { emit } from '@/client/event-bus';
import { setRegion } from '@/client/user-preferences-store';
import { cn } from '@/components/ui/cn';
import { NativeSelect } from '@/components/ui/native-select';
import { isSite, SELECTABLE_SITES, type Site } from '@/contracts/site';
import { useRouter } from '@/i18n/navigation';
import type { HeaderLabels } from '../header-labels';

/**
 * Region (and so currency) picker. The page shows `site` (it comes from the URL segment the proxy
 * chose), so the select starts from it; a change stores the cookie and refreshes: the proxy then
 * serves the other site's cached page, categories and prices included.
 */
export function RegionSelect({
  site,
  labels,
  className,
}: {
  site: Site;
  labels: HeaderLabels['region'];
  className?: string;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [shown, setShown] = useOptimistic(site);

  return (
    <NativeSelect
      aria-label={labels.label}
      aria-busy={pending || undefined}
      value={shown}
      className={cn('h-8', pending && 'opacity-70', className)}
      onChange={(event) => {
        const region = event.target.value;
        if (!isSite(region) || region === site) return;
        startTransition(() => {
          setShown(region);
          setRegion(region);
          emit('region:update', { region });
          router.refresh();
        });
      }}
    >
      {SELECTABLE_SITES.map((value) => (
        <option key={value} value={value}>
          {labels.options[value]}
        </option>
      ))}
    </NativeSelect>
  );
}
