'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { loadBasket } from '@/client/inquiry-basket-calls';
import { inquiryBasketStore } from '@/client/inquiry-basket-store';
import { Button, buttonClasses } from '@/components/ui/button';
import { errorId } from '@/components/ui/field';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Textarea } from '@/components/ui/textarea';
import type { QuickMatchResult, WhenInBasket } from '@/contracts/inquiries';
import { INQUIRY_LIMITS } from '@/contracts/inquiry-states';
import { quickInquiry, quickInquiryFile, type QuickMode } from '../inquiry-calls';
import { inquiryQueries } from '../inquiry-queries';
import { QUICK_FILE_MAX_BYTES, quickFileType, quickListLineCount } from '../quick-list';
import { quickConflicts, type QuickConflict } from '../quick-merge';
import { QuickMergeChoice } from './quick-merge-choice';
import { QuickResult } from './quick-result';

/** One quick inquiry's input, run once to report and again to apply. */
type QuickCall = (mode: QuickMode) => Promise<QuickMatchResult>;

/**
 * Quick inquiry: a pasted parts list ("part-number quantity" per line) or a CSV/Excel file. The
 * server matches every line and puts the matches in the basket; the lines it could not place are
 * listed with their reasons (and, when several parts match, the candidates to pick from). With
 * something in the basket the list is first only matched: parts the basket already holds are shown
 * with a choice (add the quantities, keep the basket's, take the list's) and their resulting
 * quantities, and the basket changes only once the buyer confirms.
 */
export function QuickInquiryPanel({ defaultOpen }: { defaultOpen: boolean }) {
  const t = useTranslations('inquiry.quick');
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [result, setResult] = useState<QuickMatchResult | null>(null);
  const [open, setOpen] = useState(defaultOpen);
  const lines = quickListLineCount(text);
  // The plan's limit, told up front; the server refuses a longer list and names the plan that takes it.
  const planLines = useQuery(inquiryQueries.contact()).data?.entitlements?.quickInquiryLines;
  const maxLines = Math.min(planLines ?? INQUIRY_LIMITS.quickLinesMax, INQUIRY_LIMITS.quickLinesMax);

  const [asking, setAsking] = useState<{ call: QuickCall; conflicts: QuickConflict[] } | null>(null);

  async function apply(call: QuickCall, whenInBasket: WhenInBasket) {
    const answer = await call({ addToBasket: true, whenInBasket });
    setAsking(null);
    setResult(answer);
    await loadBasket({ quiet: true }).catch(() => undefined);
  }

  async function run(call: QuickCall, choice?: WhenInBasket) {
    setPending(true);
    try {
      if (choice) return await apply(call, choice);
      setResult(null);
      setAsking(null);
      // An empty basket has nothing to overwrite: straight in.
      if (inquiryBasketStore.getState()?.lines.length === 0) return await apply(call, 'add');
      const conflicts = quickConflicts(await call({ addToBasket: false }));
      if (conflicts.length === 0) return await apply(call, 'add');
      setAsking({ call, conflicts });
    } catch {
      // Toasted by the API client.
    } finally {
      setPending(false);
      setProgress(undefined);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending || lines === 0) return;
    if (lines > maxLines) {
      setProblem(t(planLines === undefined ? 'tooManyLines' : 'tooManyForPlan', { max: maxLines, count: lines }));
      return;
    }
    void run((mode) => quickInquiry(text, mode));
  }

  function pickFile(file: File | undefined) {
    if (!file || pending) return;
    const type = quickFileType(file);
    if (!type) return void toast.error(t('fileType', { name: file.name }));
    if (file.size > QUICK_FILE_MAX_BYTES) return void toast.error(t('fileTooLarge', { name: file.name }));
    const blob = new Blob([file], { type });
    void run((mode) => {
      setProgress(0);
      return quickInquiryFile(blob, mode, ({ loaded, total }) => setProgress(total ? loaded / total : null));
    });
  }

  return (
    // A disclosure: open while the basket is empty, folded above a filled one.
    <details
      open={open}
      onToggle={(e) => setOpen(e.currentTarget.open)}
      className="group rounded-lg border border-slate-200 bg-white p-5"
      data-testid="quick-inquiry"
    >
      <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-md focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
        <h2 className="text-base font-semibold text-slate-900">{t('heading')}</h2>
        <svg
          aria-hidden="true"
          viewBox="0 0 12 12"
          width="12"
          height="12"
          className="shrink-0 text-slate-500 transition-transform group-open:rotate-180"
        >
          <path
            d="M2 4.5 6 8l4-3.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
      </summary>
      <p className="mt-1 max-w-prose text-sm text-slate-600">{t('intro')}</p>
      {planLines !== undefined && (
        <p className="mt-1 text-sm font-medium text-slate-700" data-testid="quick-plan-limit">
          {t('planLimit', { max: maxLines })}
        </p>
      )}
      <form noValidate onSubmit={submit} className="mt-4 grid gap-2" aria-busy={pending}>
        <label htmlFor={`${id}-text`} className="text-sm font-medium text-slate-800">
          {t('textLabel')}
        </label>
        <Textarea
          id={`${id}-text`}
          value={text}
          rows={6}
          spellCheck={false}
          placeholder={t('placeholder')}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-count ${errorId(`${id}-text`)}`}
          onChange={(e) => {
            setText(e.target.value);
            setProblem(null);
          }}
          className="font-mono"
        />
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
          <span id={`${id}-count`} className="text-slate-500">
            {t('lineCount', { count: lines })}
          </span>
          <span id={errorId(`${id}-text`)} role={problem ? 'alert' : undefined} className="text-red-700">
            {problem ?? ''}
          </span>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending || lines === 0} aria-busy={pending || undefined}>
            {pending ? t('matching') : t('submit')}
          </Button>
          <input
            id={`${id}-file`}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="peer sr-only"
            aria-describedby={`${id}-file-hint`}
            disabled={pending}
            onChange={(e) => {
              pickFile(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          <label
            htmlFor={`${id}-file`}
            className={buttonClasses(
              'outline',
              'md',
              'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 peer-disabled:cursor-not-allowed peer-disabled:opacity-50',
            )}
          >
            {t('file')}
          </label>
          <span id={`${id}-file-hint`} className="text-xs text-slate-500">
            {t('fileHint')}
          </span>
        </div>
        {progress !== undefined && (
          <ProgressBar value={progress} label={t('matching')} className="max-w-sm" />
        )}
      </form>
      {asking && (
        <QuickMergeChoice
          conflicts={asking.conflicts}
          pending={pending}
          onApply={(choice) => void run(asking.call, choice)}
          onCancel={() => setAsking(null)}
        />
      )}
      {result && <QuickResult result={result} onDismiss={() => setResult(null)} />}
    </details>
  );
}
