import { useTranslations } from 'next-intl';
import type { ProductDetail } from '@/contracts/catalog';
import { FitmentExport } from '@/components/fitment-export';

/**
 * Vehicles the part fits. The table scrolls sideways inside its box on narrow phones instead of
 * widening the page; the box takes keyboard focus so arrow keys scroll it.
 */
export function FitmentTable({ fitments, skuCode }: { fitments: ProductDetail['fitments']; skuCode: string }) {
  const t = useTranslations('product');
  return (
    <section aria-labelledby="fitment-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="fitment-heading" className="text-lg font-semibold text-slate-900">
          {t('fitment')}
        </h2>
        {fitments.length > 0 && (
          <p className="text-sm text-slate-600">{t('fitmentCount', { count: fitments.length })}</p>
        )}
        {fitments.length > 0 && <FitmentExport target={{ skuCode }} askSku={skuCode} />}
      </div>
      {fitments.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white px-4 py-3 text-sm text-slate-600">
          {t('universalFit')}
        </p>
      ) : (
        <div
          role="group"
          aria-labelledby="fitment-heading"
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <table className="w-full min-w-[28rem] text-left text-sm" data-testid="fitment">
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  {t('make')}
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  {t('model')}
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  {t('years')}
                </th>
                <th scope="col" className="px-4 py-2.5 font-medium">
                  {t('engine')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {fitments.map((fit, index) => (
                <tr key={`${index}-${fit.make}-${fit.model}-${fit.yearFrom}`}>
                  <td className="px-4 py-2.5 font-medium text-slate-900">{fit.make}</td>
                  <td className="px-4 py-2.5 text-slate-900">{fit.model}</td>
                  <td className="px-4 py-2.5 whitespace-nowrap text-slate-900 tabular-nums">
                    {fit.yearFrom === fit.yearTo
                      ? fit.yearFrom
                      : t('yearRange', { from: String(fit.yearFrom), to: String(fit.yearTo) })}
                  </td>
                  <td className="px-4 py-2.5 text-slate-700">{fit.engine ?? t('anyEngine')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
