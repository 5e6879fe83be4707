'use client';

import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { QueryIsland } from '@/client/query-island';
import type { VehicleMake, VehicleModel } from '@/contracts/vehicles';
import { buttonClasses } from '@/components/ui/button-classes';
import { NativeSelect } from '@/components/ui/native-select';
import { setVehicle } from '@/client/user-preferences-store';
import type { SavedVehicle } from '@/lib/preferences-cookie';
import { vehicleQueries } from '../vehicle-queries';
import type { VehicleLabels } from '../vehicle-labels';

export type VehiclePickerProps = {
  labels: VehicleLabels;
  lang: string;
  initial: SavedVehicle | null;
  onSaved: (vehicle: SavedVehicle) => void;
  onCancel: () => void;
};

const selectClass = 'h-10 w-full rounded-md border border-slate-300 bg-white text-slate-900';

/** A list for the current choice: `[]` when there is nothing to load, `null` while it loads, an Error when it failed. */
function listState<T>(query: UseQueryResult<T[]>, wanted: boolean): T[] | null | Error {
  if (!wanted) return [];
  if (query.isError) return query.error;
  return query.data ?? null;
}

/**
 * Year → make → model, three native selects (keyboard, screen readers and phones handle them
 * natively). Each choice loads the next list; saving keeps the vehicle in `user-preferences`.
 */
export function VehiclePicker(props: VehiclePickerProps) {
  return (
    <QueryIsland>
      <Picker {...props} />
    </QueryIsland>
  );
}

function Picker({ labels, lang, initial, onSaved, onCancel }: VehiclePickerProps) {
  const id = useId();
  const zh = lang === 'zh';
  const [year, setYear] = useState<number | null>(initial?.year ?? null);
  const [make, setMake] = useState<string>(initial?.make ?? '');
  const [modelId, setModelId] = useState<number | null>(initial?.id ?? null);
  const yearRef = useRef<HTMLSelectElement>(null);

  const years = listState<number>(useQuery(vehicleQueries.years()), true);
  const makes = listState<VehicleMake>(useQuery({ ...vehicleQueries.makes(year ?? 0), enabled: Boolean(year) }), Boolean(year));
  const models = listState<VehicleModel>(
    useQuery({ ...vehicleQueries.models(year ?? 0, make), enabled: Boolean(year && make) }),
    Boolean(year && make),
  );

  useEffect(() => yearRef.current?.focus(), []);

  const failed = [years, makes, models].some((list) => list instanceof Error);
  const list = <T,>(state: T[] | null | Error): T[] => (Array.isArray(state) ? state : []);
  const chosenMake = list(makes).find((m) => m.make === make);
  const chosenModel = list(models).find((m) => m.id === modelId);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!year || !chosenMake || !chosenModel) return;
    const saved: SavedVehicle = {
      id: chosenModel.id,
      year,
      make: chosenMake.make,
      makeZh: chosenMake.make_zh,
      model: chosenModel.model,
      modelZh: chosenModel.model_zh,
    };
    setVehicle(saved);
    onSaved(saved);
  }

  const field = (suffix: string, label: string, busy: boolean, select: ReactNode) => (
    <div className="flex min-w-0 flex-1 flex-col gap-1 sm:min-w-36">
      <label htmlFor={`${id}-${suffix}`} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div aria-busy={busy}>{select}</div>
    </div>
  );

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" aria-label={labels.region}>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        {field(
          'year',
          labels.year,
          years === null,
          <NativeSelect
            id={`${id}-year`}
            ref={yearRef}
            className={selectClass}
            value={year ?? ''}
            onChange={(e) => {
              setYear(e.currentTarget.value ? Number(e.currentTarget.value) : null);
              setMake('');
              setModelId(null);
            }}
          >
            <option value="">{years === null ? labels.loading : labels.selectYear}</option>
            {list(years).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </NativeSelect>,
        )}
        {field(
          'make',
          labels.make,
          makes === null,
          <NativeSelect
            id={`${id}-make`}
            className={selectClass}
            value={make}
            disabled={!year}
            onChange={(e) => {
              setMake(e.currentTarget.value);
              setModelId(null);
            }}
          >
            <option value="">{makes === null ? labels.loading : labels.selectMake}</option>
            {list(makes).map((m) => (
              <option key={m.make} value={m.make}>
                {zh && m.make_zh !== m.make ? `${m.make_zh} ${m.make}` : m.make}
              </option>
            ))}
          </NativeSelect>,
        )}
        {field(
          'model',
          labels.model,
          models === null,
          <NativeSelect
            id={`${id}-model`}
            className={selectClass}
            value={modelId ?? ''}
            disabled={!make}
            onChange={(e) => setModelId(e.currentTarget.value ? Number(e.currentTarget.value) : null)}
          >
            <option value="">{models === null ? labels.loading : labels.selectModel}</option>
            {list(models).map((m) => (
              <option key={m.id} value={m.id}>
                {zh && m.model_zh !== m.model ? `${m.model_zh} (${m.model})` : m.model}
                {m.engine ? ` · ${m.engine}` : ''}
              </option>
            ))}
          </NativeSelect>,
        )}
      </div>
      {failed && (
        <p role="alert" className="text-sm text-red-700">
          {labels.loadFailed}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonClasses('primary', 'md')} disabled={!chosenModel}>
          {labels.save}
        </button>
        <button type="button" className={buttonClasses('outline', 'md')} onClick={onCancel}>
          {labels.cancel}
        </button>
      </div>
    </form>
  );
}
