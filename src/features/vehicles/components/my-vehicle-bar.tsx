'use client';

import { useRef, useState } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { lazyIsland } from '@/client/lazy-island';
import { setVehicle, usePreferences } from '@/client/user-preferences-store';
import { Link, useCurrentLocale, useRouter } from '@/i18n/navigation';
import type { SavedVehicle } from '@/lib/preferences-cookie';
import { fill, vehicleName, type VehicleLabels } from '../vehicle-labels';

const LazyVehiclePicker = lazyIsland(() => import('./vehicle-picker').then((m) => m.VehiclePicker));

export type MyVehicleBarProps = {
  labels: VehicleLabels;
  /** The listing's category ("0" or absent = all): "show parts that fit" keeps it. */
  cid?: string;
  /** Set on a listing already filtered by a vehicle: changing or clearing "my vehicle" follows it. */
  filteredVehicleId?: number;
};

function fittingHref(vehicleId: number, cid: string | undefined) {
  return { pathname: '/products', query: { ...(cid && cid !== '0' ? { cid } : {}), vehicle: String(vehicleId) } };
}

/**
 * "My vehicle" above listings: the saved vehicle with a link to the parts that fit it, or a button
 * that opens the picker. The page around it is cached for everyone; the vehicle comes from the
 * `user-preferences` cookie after hydration.
 */
export function MyVehicleBar({ labels, cid, filteredVehicleId }: MyVehicleBarProps) {
  const { vehicle } = usePreferences();
  const lang = useCurrentLocale();
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const toggleRef = useRef<HTMLButtonElement>(null);

  const done = (saved: SavedVehicle | null) => {
    setEditing(false);
    setAnnouncement(saved ? fill(labels.saved, { vehicle: vehicleName(labels.vehicleName, saved, lang) }) : '');
    if (filteredVehicleId !== undefined) {
      router.push(saved ? fittingHref(saved.id, cid) : { pathname: '/products', query: cid && cid !== '0' ? { cid } : {} });
    }
    requestAnimationFrame(() => toggleRef.current?.focus());
  };

  return (
    <section
      aria-label={labels.region}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3"
      data-testid="my-vehicle"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        {vehicle ? (
          <p className="text-slate-700">
            {labels.myVehicle}{' '}
            <strong className="font-semibold text-slate-900">{vehicleName(labels.vehicleName, vehicle, lang)}</strong>
          </p>
        ) : (
          <p className="text-slate-700">{labels.none}</p>
        )}
        <div className="flex flex-wrap items-center gap-2 sm:ml-auto">
          {vehicle && vehicle.id !== filteredVehicleId && (
            <Link href={fittingHref(vehicle.id, cid)} className={buttonClasses('primary', 'sm')}>
              {labels.showFitting}
            </Link>
          )}
          <button
            ref={toggleRef}
            type="button"
            className={buttonClasses('outline', 'sm')}
            aria-expanded={editing}
            onClick={() => setEditing((open) => !open)}
          >
            {vehicle ? labels.change : labels.choose}
          </button>
          {vehicle && (
            <button
              type="button"
              className={buttonClasses('ghost', 'sm')}
              onClick={() => {
                setVehicle(null);
                done(null);
              }}
            >
              {labels.clear}
            </button>
          )}
        </div>
      </div>
      {editing && (
        <LazyVehiclePicker
          labels={labels}
          lang={lang}
          initial={vehicle}
          onSaved={(saved) => done(saved)}
          onCancel={() => {
            setEditing(false);
            toggleRef.current?.focus();
          }}
        />
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
