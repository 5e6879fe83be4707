'use client';

import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { lazyIsland } from '@/client/lazy-island';
import { useFetched } from '@/client/use-fetched';
import { usePreferences } from '@/client/user-preferences-store';
import { useCurrentLocale } from '@/i18n/navigation';
import { fetchProductFit } from '../vehicle-calls';
import { fill, vehicleName, type FitLabels, type VehicleLabels } from '../vehicle-labels';

const LazyVehiclePicker = lazyIsland(() => import('./vehicle-picker').then((m) => m.VehiclePicker));

type Fit = 'checking' | 'fits' | 'no' | 'universal' | 'failed';

const TONE: Record<Fit, string> = {
  checking: 'border-slate-200 bg-slate-50 text-slate-700',
  fits: 'border-emerald-300 bg-emerald-50 text-emerald-900',
  no: 'border-amber-300 bg-amber-50 text-amber-900',
  universal: 'border-slate-200 bg-slate-50 text-slate-800',
  failed: 'border-red-200 bg-red-50 text-red-800',
};

/**
 * The product page's "does it fit my vehicle" note. The page is cached for everyone; the note asks
 * /api/products/{sku}/fits for the saved vehicle after hydration.
 */
export function VehicleFitNote({ sku, labels, pickerLabels }: { sku: string; labels: FitLabels; pickerLabels: VehicleLabels }) {
  const { vehicle } = usePreferences();
  const lang = useCurrentLocale();
  const [editing, setEditing] = useState(false);
  // The product page has a script budget: the shared small loader, not react-query (see use-fetched.ts).
  const fit = useFetched(vehicle ? `${sku}:${vehicle.id}` : null, (signal) =>
    fetchProductFit(sku, vehicle?.id ?? 0, signal),
  );

  let state: Fit = 'checking';
  if (fit.status === 'error') state = 'failed';
  else if (fit.data) state = fit.data.fits ? 'fits' : fit.data.universal ? 'universal' : 'no';
  const name = vehicle ? vehicleName(pickerLabels.vehicleName, vehicle, lang) : '';
  const text = {
    checking: labels.checking,
    fits: fill(labels.fits, { vehicle: name }),
    no: fill(labels.doesNotFit, { vehicle: name }),
    universal: labels.universal,
    failed: labels.failed,
  }[state];

  return (
    <section aria-label={labels.heading} className="flex flex-col gap-3" data-testid="vehicle-fit">
      <div className="flex flex-wrap items-center gap-2">
        <p
          role="status"
          className={`rounded-md border px-3 py-2 text-sm font-medium ${vehicle ? TONE[state] : TONE.universal}`}
          data-fit={vehicle ? state : 'none'}
        >
          {vehicle ? text : labels.checkFit}
        </p>
        <button
          type="button"
          className={buttonClasses('outline', 'sm')}
          aria-expanded={editing}
          onClick={() => setEditing((open) => !open)}
        >
          {vehicle ? pickerLabels.change : pickerLabels.choose}
        </button>
      </div>
      {editing && (
        <LazyVehiclePicker
          labels={pickerLabels}
          lang={lang}
          initial={vehicle}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      )}
    </section>
  );
}
