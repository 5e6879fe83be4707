'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useFetched } from '@/client/use-fetched';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { errorId } from '@/components/ui/field';
import { inputClasses } from '@/components/ui/input';
import { loadRegions, type RegionOption } from '../load-regions';
import type { RegionValue } from '../register-form-schema';

/**
 * Province → city → district, three native selects fed by GET /proxy/amap/. A level without
 * children (Taiwan's cities, 东莞's districts) repeats the last code, so the value always has 3 parts.
 */
export function RegionCascader({
  id,
  value,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  value: RegionValue;
  onChange: (value: RegionValue) => void;
  onBlur: () => void;
  error: string | null;
}) {
  const t = useTranslations('userRegister');
  const tCommon = useTranslations('common');
  const locale = useLocale();
  // The sign-in dialog (and its register form) opens on budgeted pages: the small shared loader, not react-query.
  const regions = useFetched('regions', () => loadRegions());
  const tree = regions.data;
  const failed = regions.status === 'error';
  const [province, setProvince] = useState(value[0] ?? '');
  const [city, setCity] = useState(value[1] ?? '');

  const label = (r: RegionOption) => (locale === 'zh' ? r.name : r.nameEn || r.name);
  const cities = tree?.find((p) => p.adcode === province)?.districts ?? [];
  const districts = cities.find((c) => c.adcode === city)?.districts ?? [];
  const selectClass = cn(inputClasses, 'cursor-pointer pr-2');
  const describedBy = errorId(id);

  return (
    <fieldset
      className="grid gap-1.5"
      aria-describedby={describedBy}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && onBlur()}
    >
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {t('region')}
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      </legend>
      {failed ? (
        <p className="flex items-center gap-3 text-sm text-slate-600">
          {tCommon('networkError')}
          <Button size="sm" variant="outline" onClick={regions.reload}>
            {tCommon('retry')}
          </Button>
        </p>
      ) : (
        <div className="grid grid-cols-3 gap-2">
          <select
            id={id}
            aria-label={t('province')}
            aria-invalid={error ? true : undefined}
            aria-required
            aria-busy={tree === null || undefined}
            className={selectClass}
            value={province}
            onChange={(e) => {
              const next = e.target.value;
              setProvince(next);
              setCity('');
              // A province without cities (Taiwan) is complete by itself, like a city without districts.
              const hasCities = (tree?.find((p) => p.adcode === next)?.districts.length ?? 0) > 0;
              onChange(next && !hasCities ? [next, next, next] : []);
            }}
          >
            <option value="">{tree === null ? tCommon('loading') : t('province')}</option>
            {tree?.map((p) => (
              <option key={p.adcode} value={p.adcode}>
                {label(p)}
              </option>
            ))}
          </select>
          <select
            aria-label={t('city')}
            aria-invalid={error ? true : undefined}
            aria-required
            className={selectClass}
            value={city}
            disabled={cities.length === 0}
            onChange={(e) => {
              const next = e.target.value;
              setCity(next);
              const hasDistricts = (cities.find((c) => c.adcode === next)?.districts.length ?? 0) > 0;
              onChange(next && !hasDistricts ? [province, next, next] : []);
            }}
          >
            <option value="">{t('city')}</option>
            {cities.map((c) => (
              <option key={c.adcode} value={c.adcode}>
                {label(c)}
              </option>
            ))}
          </select>
          <select
            aria-label={t('district')}
            aria-invalid={error ? true : undefined}
            aria-required
            className={selectClass}
            value={value.length === 3 && districts.length > 0 ? value[2] : ''}
            disabled={districts.length === 0}
            onChange={(e) => onChange(e.target.value ? [province, city, e.target.value] : [])}
          >
            <option value="">{t('district')}</option>
            {districts.map((d) => (
              <option key={d.adcode} value={d.adcode}>
                {label(d)}
              </option>
            ))}
          </select>
        </div>
      )}
      <p
        id={describedBy}
        className="min-h-4 text-xs leading-4 text-red-600"
        role={error ? 'alert' : undefined}
      >
        {error ?? ''}
      </p>
    </fieldset>
  );
}

/** The cascader as one field of a react-hook-form form (the register and profile forms). */
export function RegionController<V extends FieldValues>({
  control,
  name,
  id,
  error,
}: {
  control: Control<V>;
  name: Path<V>;
  id: string;
  error: string | null;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: region }) => (
        <RegionCascader
          id={id}
          value={region.value as RegionValue}
          onChange={region.onChange}
          onBlur={region.onBlur}
          error={error}
        />
      )}
    />
  );
}
