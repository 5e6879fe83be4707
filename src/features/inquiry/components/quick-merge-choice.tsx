'use client';

import { useTranslations } from 'next-intl';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import type { WhenInBasket } from '@/contracts/inquiries';
import { mergedQuantity, WHEN_IN_BASKET, type QuickConflict } from '../quick-merge';

/**
 * Parts of a list that the basket already holds: the buyer picks whether to add the quantities (the
 * default: nothing typed is lost), keep the basket's or take the list's, and sees each part's
 * resulting quantity before anything changes.
 */
export function QuickMergeChoice({
  conflicts,
  pending,
  onApply,
  onCancel,
}: {
  conflicts: QuickConflict[];
  pending: boolean;
  onApply: (choice: WhenInBasket) => void;
  onCancel: () => void;
}) {
  const t = useTranslations('inquiry.quick.merge');
  const id = useId();
  const [choice, setChoice] = useState<WhenInBasket>('add');

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-5 grid gap-3 rounded-md border border-amber-300 bg-amber-50 p-4"
      data-testid="quick-merge"
    >
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-slate-900">
        {t('heading', { count: conflicts.length })}
      </h3>
      <p className="text-sm text-slate-700">{t('intro')}</p>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('legend')}</legend>
        {WHEN_IN_BASKET.map((option) => (
          <label key={option} className="flex cursor-pointer items-start gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={`${id}-choice`}
              value={option}
              checked={choice === option}
              onChange={() => setChoice(option)}
              className="mt-0.5 size-4 accent-brand-600"
            />
            <span>{t(`option.${option}`)}</span>
          </label>
        ))}
      </fieldset>
      <ul className="grid gap-2" aria-live="polite">
        {conflicts.map((c) => (
          <li
            key={c.skuCode}
            className="grid gap-1 rounded bg-white px-3 py-2 text-sm"
            data-testid="quick-merge-line"
          >
            <span className="min-w-0">
              <b className="font-semibold">{c.brand}</b> <span className="font-mono break-all">{c.partNumber}</span>{' '}
              <span className="text-slate-600">{c.title}</span>
            </span>
            <span className="text-slate-700">
              {t('quantities', { basket: c.basket, list: c.list })}{' '}
              <span aria-hidden="true">→</span>{' '}
              <b className="font-semibold text-slate-900" data-testid="quick-merge-result">
                {t('result', { quantity: mergedQuantity(c, choice) })}
              </b>
            </span>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => onApply(choice)} disabled={pending} aria-busy={pending || undefined}>
          {t('apply')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          {t('cancel')}
        </Button>
      </div>
    </section>
  );
}
