'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiRequestError, isSessionEnded } from '@/client/api-request';
import { lineBody, putBasketLine, removeBasketLine } from '@/client/inquiry-basket-calls';
import { SmartLink } from '@/client/smart-link';
import { Button } from '@/components/ui/button';
import { errorId, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { BasketLine, BasketLineBody } from '@/contracts/inquiries';
import { INQUIRY_LIMITS } from '@/contracts/inquiry-states';
import { minorToInput } from '@/lib/money-input';
import { salesUnit } from '@/lib/sales-unit';
import type { BasketEdits } from '../basket-edits';
import {
  checkNeededBy,
  checkNote,
  checkQuantity,
  checkTargetPrice,
  type Checked,
  type LineProblem,
} from '../basket-line-rules';
import { chinaToday, formatMinor } from '../inquiry-format';

type LineField = 'quantity' | 'targetUnitPrice' | 'neededBy' | 'note';
const FIELDS: LineField[] = ['quantity', 'targetUnitPrice', 'neededBy', 'note'];

function savedText(line: BasketLine): Record<LineField, string> {
  return {
    quantity: String(line.quantity),
    targetUnitPrice: minorToInput(line.targetUnitPrice),
    neededBy: line.neededBy ?? '',
    note: line.note,
  };
}

/**
 * One basket line: the product (picture, title, brand, part number, SKU, MOQ, list price) and its
 * four fields. A field is checked and saved when it loses focus (PUT, the whole line); saves of one
 * line run one after another so a slower answer never undoes a newer value. Refused values stay in
 * the field with the reason under it — the client's check, or the server's with the same words.
 */
export function BasketLineEditor({
  line,
  currency,
  edits,
}: {
  line: BasketLine;
  currency: string;
  edits: BasketEdits;
}) {
  const t = useTranslations('inquiry.basket');
  const tInquiry = useTranslations('inquiry');
  const tUnits = useTranslations('units');
  const locale = useLocale();
  const unit = salesUnit(line.unit);
  const count = (n: number) => tUnits(`count.${unit}`, { count: n });
  const today = chinaToday();
  const id = (field: LineField) => `line-${line.skuCode}-${field}`;

  const [drafts, setDrafts] = useState<Partial<Record<LineField, string>>>({});
  const [problems, setProblems] = useState<Partial<Record<LineField, string>>>({});
  const [saving, setSaving] = useState(0);
  const [removing, setRemoving] = useState(false);
  // The line as last sent: the next save builds on it, even before the server has answered.
  const body = useRef<BasketLineBody>(lineBody(line));
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const saved = savedText(line);
  const value = (field: LineField) => drafts[field] ?? saved[field];

  useEffect(() => {
    if (saving === 0) body.current = lineBody(line);
  }, [line, saving]);
  // A removed line must not keep the send button waiting for its refused values.
  useEffect(
    () => () => FIELDS.forEach((f) => edits.setInvalid(`${line.skuCode}.${f}`, false)),
    [edits, line.skuCode],
  );

  const text = (problem: LineProblem): string => {
    switch (problem.key) {
      case 'quantityInvalid':
        return t('quantityInvalid', { value: problem.value, max: INQUIRY_LIMITS.maxQuantity });
      case 'belowMoq':
        return t('belowMoq', { minimum: count(line.moq), quantity: count(problem.quantity) });
      case 'priceFormat':
        return t('priceFormat', { currency });
      case 'priceDecimals':
        return t('priceDecimals');
      case 'priceTooLarge':
        return t('priceTooLarge', { max: formatMinor(INQUIRY_LIMITS.maxUnitPrice, currency, locale) });
      case 'neededByPast':
        return t('neededByPast', { today });
      case 'tooLong':
        return t('tooLong', { max: INQUIRY_LIMITS.noteMax });
    }
  };

  const setProblem = (field: LineField, message: string | null) => {
    edits.setInvalid(`${line.skuCode}.${field}`, message !== null);
    setProblems((p) => ({ ...p, [field]: message ?? undefined }));
  };

  const check = (field: LineField, raw: string): Checked<unknown> => {
    if (field === 'quantity') return checkQuantity(raw, line.moq);
    if (field === 'targetUnitPrice') return checkTargetPrice(raw);
    if (field === 'neededBy') return checkNeededBy(raw, today);
    return checkNote(raw);
  };

  /** Checks the field and, when it changed, queues the save. Synchronous up to `track`, so a send that follows a blur waits for it. */
  function commit(field: LineField) {
    const raw = drafts[field];
    if (raw === undefined) return;
    const result = check(field, raw);
    if (!result.ok) return setProblem(field, text(result.problem));
    setProblem(field, null);
    if (body.current[field] === result.value) {
      setDrafts(({ [field]: _, ...rest }) => rest);
      return;
    }
    body.current = { ...body.current, [field]: result.value };
    const next = body.current;
    setSaving((n) => n + 1);
    const save = queue.current.then(() => putBasketLine(line.skuCode, next, true));
    queue.current = save.catch(() => undefined);
    edits.track(save);
    save
      .then(
        () => setDrafts(({ [field]: _, ...rest }) => rest),
        (err: unknown) => {
          const reason =
            err instanceof ApiRequestError ? err.fieldErrors.find((e) => e.path === field) : undefined;
          if (reason) setProblem(field, reason.message);
          else if (!isSessionEnded(err)) toast.error(err instanceof Error && err.message ? err.message : tInquiry('loadFailed'));
          body.current = lineBody(line);
        },
      )
      .finally(() => setSaving((n) => n - 1));
  }

  async function remove() {
    setRemoving(true);
    try {
      await removeBasketLine(line.skuCode);
      toast.success(t('removed'));
    } catch {
      setRemoving(false);
    }
  }

  const input = (field: LineField) => ({
    id: id(field),
    name: field,
    value: value(field),
    'aria-invalid': problems[field] ? true : undefined,
    'aria-describedby': errorId(id(field)),
    onChange: (e: { target: { value: string } }) => setDrafts((d) => ({ ...d, [field]: e.target.value })),
  });

  return (
    <li
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)]"
      data-testid="basket-line"
      data-sku={line.skuCode}
      aria-busy={saving > 0 || removing || undefined}
    >
      <div className="flex min-w-0 gap-3">
        {/* eslint-disable-next-line @next/next/no-img-element -- unoptimised SVG part drawings */}
        <img
          src={line.image}
          alt=""
          width={72}
          height={72}
          loading="lazy"
          className="size-18 shrink-0 rounded-md border border-slate-100 bg-slate-50 object-contain p-1"
        />
        <div className="grid min-w-0 flex-1 content-start gap-1 text-sm">
          <SmartLink
            href={`/product/${line.skuCode}`}
            prefetch={false}
            className="line-clamp-2 font-medium text-slate-900 hover:text-brand-700 hover:underline"
          >
            {line.title}
          </SmartLink>
          <p className="text-xs text-slate-600">
            <span className="font-semibold text-slate-700">{line.brand}</span>
            {' · '}
            {t('partNumber')} <span className="font-mono">{line.partNumber}</span>
            {' · '}
            {t('sku')} <span className="font-mono">{line.skuCode}</span>
          </p>
          <p className="text-xs text-slate-600">
            {t('moqValue', { quantity: count(line.moq) })}
            {' · '}
            {t('listPrice')}{' '}
            <span className="font-semibold text-slate-900">
              {formatMinor(line.price.amount, line.price.currency, locale)}
            </span>{' '}
            {tInquiry('unitPrice', { unit: tUnits(`name.${unit}`) })}
          </p>
          <p role="status" className="min-h-4 text-xs text-slate-500">
            {saving > 0 ? t('saving') : ''}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void remove()}
          disabled={removing}
          aria-label={t('removeLine', { title: line.title })}
          className="-mt-1 -mr-2 text-red-700 hover:bg-red-50 hover:text-red-800"
        >
          {t('remove')}
        </Button>
      </div>
      <div className="grid grid-cols-2 items-end gap-x-3 sm:grid-cols-[7rem_minmax(0,1fr)_minmax(0,1fr)]">
        <Field id={id('quantity')} label={t('quantity')} error={problems.quantity}>
          <Input
            {...input('quantity')}
            onBlur={() => commit('quantity')}
            inputMode="numeric"
            autoComplete="off"
          />
        </Field>
        <Field
          id={id('targetUnitPrice')}
          label={t('targetPrice', { currency })}
          error={problems.targetUnitPrice}
        >
          <Input
            {...input('targetUnitPrice')}
            onBlur={() => commit('targetUnitPrice')}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('targetPricePlaceholder')}
          />
        </Field>
        <Field id={id('neededBy')} label={t('neededBy')} error={problems.neededBy}>
          <Input {...input('neededBy')} onBlur={() => commit('neededBy')} type="date" min={today} />
        </Field>
        <Field id={id('note')} label={t('note')} error={problems.note} className="col-span-full">
          <Input
            {...input('note')}
            onBlur={() => commit('note')}
            maxLength={INQUIRY_LIMITS.noteMax}
            placeholder={t('notePlaceholder')}
          />
        </Field>
      </div>
    </li>
  );
}
