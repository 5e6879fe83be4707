'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { buttonClasses } from '@/components/ui/button-classes';
import { inputClasses } from '@/components/ui/input';
import { FAVORITE_LIMITS } from '@/contracts/favorite-constants';

export type CategoryOption = { cid: string; title: string; children: { cid: string; title: string }[] };
export type FavoriteFilterValues = { keyword?: string; cid?: string };

/** Keyword and category; applied on submit (a keyword per keystroke would query on every letter). */
export function FavoriteFilters({
  categories,
  value,
  onChange,
}: {
  categories: CategoryOption[];
  value: FavoriteFilterValues;
  onChange: (next: FavoriteFilterValues) => void;
}) {
  const t = useTranslations('favorites');
  const [keyword, setKeyword] = useState(value.keyword ?? '');
  const [cid, setCid] = useState(value.cid ?? '');

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ keyword: keyword.trim() || undefined, cid: cid || undefined });
  }
  function clear() {
    setKeyword('');
    setCid('');
    onChange({});
  }

  return (
    <form
      role="search"
      aria-label={t('filtersLabel')}
      onSubmit={submit}
      className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end sm:p-4"
    >
      <label className="grid gap-1 text-sm font-medium text-slate-700">
        {t('keyword')}
        <input
          type="search"
          className={inputClasses}
          value={keyword}
          maxLength={FAVORITE_LIMITS.keywordMax}
          placeholder={t('keywordPlaceholder')}
          onChange={(event) => setKeyword(event.target.value)}
        />
      </label>
      <label className="grid gap-1 text-sm font-medium text-slate-700">
        {t('category')}
        <select className={inputClasses} value={cid} onChange={(event) => setCid(event.target.value)}>
          <option value="">{t('allCategories')}</option>
          {categories.map((top) => (
            <optgroup key={top.cid} label={top.title}>
              <option value={top.cid}>{t('allInCategory', { category: top.title })}</option>
              {top.children.map((child) => (
                <option key={child.cid} value={child.cid}>
                  {child.title}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <div className="flex gap-2">
        <button type="submit" className={buttonClasses('primary', 'md', 'flex-1 sm:flex-none')}>
          {t('search')}
        </button>
        <button type="button" className={buttonClasses('outline', 'md', 'flex-1 sm:flex-none')} onClick={clear}>
          {t('clear')}
        </button>
      </div>
    </form>
  );
}
