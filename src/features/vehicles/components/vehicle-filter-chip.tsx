import { getLocale, getTranslations } from 'next-intl/server';
import type { Vehicle } from '@/contracts/vehicles';
import { buttonClasses } from '@/components/ui/button-classes';
import { Link, type Href } from '@/i18n/navigation';
import { FitmentExport } from '@/components/fitment-export';

/** On a listing filtered by `vehicle=<id>`: which vehicle, and the way back to every part. */
export async function VehicleFilterChip({ vehicle, removeHref }: { vehicle: Vehicle; removeHref: Href }) {
  const t = await getTranslations('vehicles');
  const zh = (await getLocale()) === 'zh';
  const name = t('vehicleName', {
    year: vehicle.year,
    make: zh ? vehicle.make_zh : vehicle.make,
    model: zh ? vehicle.model_zh : vehicle.model,
  });
  return (
    <div
      role="group"
      aria-label={t('filterLabel')}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-brand-200 bg-brand-50 px-4 py-2 text-sm"
      data-testid="vehicle-filter"
    >
      <p className="font-medium text-brand-900">{t('filterHeading', { vehicle: name })}</p>
      <Link href={removeHref} className={buttonClasses('link', 'sm', 'text-sm')}>
        {t('removeFilter')}
      </Link>
      <FitmentExport target={{ vehicleId: vehicle.id }} />
    </div>
  );
}
