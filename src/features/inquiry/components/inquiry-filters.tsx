'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { INQUIRY_LIMITS, INQUIRY_STATES, type InquiryState } from '@/contracts/inquiry-states';
import type { InquiryFilters as Filters } from '../inquiry-calls';

const selectClasses =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600/30';

/** State, date range (sending day, China time) and keyword; applied with the button, not per keystroke. */
export function InquiryFilters({ value, onApply }: { value: Filters; onApply: (filters: Filters) => void }) {
  const t = useTranslations('inquiry.list');
  const tState = useTranslations('inquiryState');
  const id = useId();
  const [draft, setDraft] = useState(value);
  const set = (patch: Partial<Filters>) => setDraft((d) => ({ ...d, ...patch }));
  const active = Boolean(value.state || value.from || value.to || value.keyword);
  // Phones fold the form behind a button (it would fill the screen); wider screens always show it.
  const [shown, setShown] = useState(active);

  function submit(event: FormEvent) {
    event.preventDefault();
    // Swapped dates are read the way they were meant.
    const { from, to } = draft;
    const keyword = draft.keyword?.trim() || undefined;
    onApply(from && to && from > to ? { ...draft, keyword, from: to, to: from } : { ...draft, keyword });
  }

  return (
    <div>
      <Button
        variant="outline"
        size="sm"
        className="md:hidden"
        aria-expanded={shown}
        aria-controls={`${id}-form`}
        onClick={() => setShown((s) => !s)}
      >
        {t('filters')}
      </Button>
      <form
        id={`${id}-form`}
        role="search"
        aria-label={t('filters')}
        onSubmit={submit}
        className={`${shown ? 'mt-3 grid' : 'hidden'} gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 md:mt-0 md:grid lg:grid-cols-[10rem_9.5rem_9.5rem_minmax(0,1fr)_auto]`}
      >
        <div className="grid gap-1 text-sm font-medium text-slate-800">
          <label htmlFor={`${id}-state`}>{t('state')}</label>
          <select
            id={`${id}-state`}
            className={selectClasses}
            value={draft.state ?? ''}
            onChange={(e) =>
              set({ state: e.target.value ? (Number(e.target.value) as InquiryState) : undefined })
            }
          >
            <option value="">{t('anyState')}</option>
            {INQUIRY_STATES.map((s) => (
              <option key={s} value={s}>
                {tState(String(s) as `${InquiryState}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="grid gap-1 text-sm font-medium text-slate-800">
          <label htmlFor={`${id}-from`}>{t('from')}</label>
          <Input
            id={`${id}-from`}
            type="date"
            value={draft.from ?? ''}
            onChange={(e) => set({ from: e.target.value || undefined })}
          />
        </div>
        <div className="grid gap-1 text-sm font-medium text-slate-800">
          <label htmlFor={`${id}-to`}>{t('to')}</label>
          <Input
            id={`${id}-to`}
            type="date"
            value={draft.to ?? ''}
            onChange={(e) => set({ to: e.target.value || undefined })}
          />
        </div>
        <div className="grid gap-1 text-sm font-medium text-slate-800">
          <label htmlFor={`${id}-keyword`}>{t('keyword')}</label>
          <Input
            id={`${id}-keyword`}
            type="search"
            value={draft.keyword ?? ''}
            maxLength={INQUIRY_LIMITS.keywordMax}
            placeholder={t('keywordPlaceholder')}
            onChange={(e) => set({ keyword: e.target.value || undefined })}
          />
        </div>
        <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-1">
          <Button type="submit">{t('apply')}</Button>
          {active && (
            <Button
              variant="ghost"
              onClick={() => {
                setDraft({});
                onApply({});
              }}
            >
              {t('reset')}
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
