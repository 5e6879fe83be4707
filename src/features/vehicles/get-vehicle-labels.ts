import { getTranslations } from 'next-intl/server';
import type { FitLabels, VehicleLabels } from './vehicle-labels';

/** The picker's texts in the request's language. */
export async function getVehicleLabels(): Promise<VehicleLabels> {
  const t = await getTranslations('vehicles');
  const keys = [
    'region', 'myVehicle', 'none', 'choose', 'change', 'clear', 'year', 'make', 'model', 'selectYear',
    'selectMake', 'selectModel', 'save', 'cancel', 'loading', 'loadFailed', 'showFitting', 'saved',
  ] as const;
  const labels = Object.fromEntries(keys.map((key) => [key, t(key)])) as Omit<VehicleLabels, 'vehicleName'>;
  // Raw templates: the browser fills them with the saved vehicle.
  return { ...labels, vehicleName: t.raw('vehicleName') as string, saved: t.raw('saved') as string };
}

export async function getFitLabels(): Promise<FitLabels> {
  const t = await getTranslations('vehicles');
  return {
    heading: t('fitHeading'),
    fits: t.raw('fits') as string,
    doesNotFit: t.raw('doesNotFit') as string,
    universal: t('universal'),
    checkFit: t('checkFit'),
    checking: t('checking'),
    failed: t('fitFailed'),
  };
}
