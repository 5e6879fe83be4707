'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { addListQuantityToBasket } from '@/client/inquiry-basket-calls';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { QuickMatchResult } from '@/contracts/inquiries';
import { fetchProductMoq } from '../inquiry-calls';

type Line = QuickMatchResult['lines'][number];
type Candidate = Line['candidates'][number];

/** One line the server could not place: why, and for an ambiguous one the parts to pick from. */
function ProblemLine({ line }: { line: Line }) {
  const t = useTranslations('inquiry.quick');
  const tBasket = useTranslations('inquiryBasket');
  const [picked, setPicked] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  async function pick(candidate: Candidate) {
    setBusy(candidate.skuCode);
    try {
      // No quantity on the line means the minimum order, as the server reads it.
      const quantity = line.quantity ?? (await fetchProductMoq(candidate.skuCode));
      const added = await addListQuantityToBasket(candidate.skuCode, quantity);
      setPicked(candidate.skuCode);
      toast.success(added.outcome === 'added' ? tBasket('added') : t('pickedAddedTo', { quantity: added.quantity }));
    } catch {
      // Toasted by the API client (e.g. a quantity below this part's minimum order).
    } finally {
      setBusy(null);
    }
  }

  const tone = line.result === 'ambiguous' ? 'warning' : 'danger';
  return (
    <li
      className="grid gap-2 rounded-md border border-slate-200 p-3 text-sm"
      data-testid="quick-problem"
      data-result={line.result}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-slate-500">{t('lineNo', { lineNo: line.lineNo })}</span>
        <Badge tone={picked ? 'success' : tone}>{picked ? t('picked') : t(`result.${line.result}`)}</Badge>
        <code className="min-w-0 font-mono break-all text-slate-900">{line.input}</code>
        {line.quantity !== null && (
          <span className="text-xs text-slate-600">{t('quantity', { quantity: line.quantity })}</span>
        )}
      </div>
      {line.result === 'invalid' && line.problem && <p className="text-red-700">{line.problem}</p>}
      {line.result === 'unmatched' && <p className="text-slate-600">{t('unmatchedHint')}</p>}
      {line.result === 'ambiguous' && !picked && (
        <div className="grid gap-1.5">
          <p className="text-slate-600">{t('ambiguousHint')}</p>
          <ul className="grid gap-1.5">
            {line.candidates.map((c) => (
              <li
                key={c.skuCode}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded bg-slate-50 px-2 py-1.5"
              >
                <span className="min-w-0 flex-1">
                  <b className="font-semibold">{c.brand}</b> <span className="font-mono">{c.partNumber}</span>{' '}
                  <span className="text-slate-600">{c.title}</span>{' '}
                  <span className="font-mono text-xs text-slate-500">{c.skuCode}</span>
                </span>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void pick(c)}
                  disabled={busy !== null}
                  aria-label={t('pickLabel', { brand: c.brand, partNumber: c.partNumber })}
                >
                  {t('pick')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/** The answer to a quick inquiry: how many lines went into the basket, then the lines to check. */
export function QuickResult({ result, onDismiss }: { result: QuickMatchResult; onDismiss: () => void }) {
  const t = useTranslations('inquiry.quick');
  const problems = result.lines.filter((line) => line.result !== 'matched');
  const matched = result.lines.filter((line) => line.result === 'matched');

  return (
    <div className="mt-5 grid gap-3 border-t border-slate-100 pt-4" data-testid="quick-result">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="text-sm font-medium text-slate-900">
          {t('summary', { matched: result.matched, total: result.lines.length })}
        </p>
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          {t('dismiss')}
        </Button>
      </div>
      {matched.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-700">
            {t('matchedLines', { count: matched.length })}
          </summary>
          <ul className="mt-2 grid gap-1 text-slate-700">
            {matched.map((line) => {
              const product = line.candidates[0];
              return (
                <li key={line.lineNo} className="flex flex-wrap gap-x-2">
                  <code className="font-mono">{line.input}</code>
                  <span aria-hidden="true">→</span>
                  {product && (
                    <span>
                      {product.brand} <span className="font-mono">{product.partNumber}</span> ·{' '}
                      {product.title}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
        </details>
      )}
      {problems.length > 0 ? (
        <section aria-labelledby="quick-problems-heading" className="grid gap-2">
          <h3 id="quick-problems-heading" className="text-sm font-semibold text-slate-900">
            {t('problemsHeading', { count: problems.length })}
          </h3>
          <ul className="grid gap-2">
            {problems.map((line) => (
              <ProblemLine key={line.lineNo} line={line} />
            ))}
          </ul>
        </section>
      ) : (
        <p className="text-sm text-emerald-800">{t('allMatched')}</p>
      )}
    </div>
  );
}
