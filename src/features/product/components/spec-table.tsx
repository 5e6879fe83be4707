import { useTranslations } from 'next-intl';
import type { ProductDetail } from '@/contracts/catalog';

/** Specifications as a two-column table; each row is headed by the specification's name. */
export function SpecTable({ specs }: { specs: ProductDetail['specs'] }) {
  const t = useTranslations('product');
  return (
    <section aria-labelledby="specs-heading" className="flex flex-col gap-3">
      <h2 id="specs-heading" className="text-lg font-semibold text-slate-900">
        {t('specs')}
      </h2>
      {specs.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noSpecs')}</p>
      ) : (
        <div className="overflow-hidden rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-left text-sm" data-testid="specs">
            <thead className="sr-only">
              <tr>
                <th scope="col">{t('specName')}</th>
                <th scope="col">{t('specValue')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {specs.map((spec, index) => (
                <tr key={`${index}-${spec.key}`} className="even:bg-slate-50/60">
                  <th scope="row" className="w-2/5 px-4 py-2.5 align-top font-medium text-slate-600">
                    {spec.key}
                  </th>
                  <td className="px-4 py-2.5 text-slate-900">{spec.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
