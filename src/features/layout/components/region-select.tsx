'use client';

import { emit } from '@/client/event-bus';
import { setRegion } from '@/client/user-preferences-store';
import { isSite, SELECTABLE_SITES, type Site } from '@/contracts/site-constants';
import { useRouter } from '@/i18n/navigation';
import type { HeaderLabels } from '../header-labels';
import { PreferenceSelect } from './preference-select';

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

  return (
    <PreferenceSelect
      label={labels.label}
      value={site}
      options={SELECTABLE_SITES.map((value) => ({ value, label: labels.options[value] }))}
      isValue={isSite}
      className={className}
      onChoose={(region) => {
        setRegion(region);
        emit('region:update', { region });
        router.refresh();
      }}
    />
  );
}
