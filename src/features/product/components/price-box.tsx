import { useLocale, useTranslations } from 'next-intl';
import type { ProductDetail } from '@/contracts/catalog';
import { formatMoney } from '@/lib/format-money';
import { salesUnit } from '@/lib/sales-unit';
import { ProductActions } from './product-actions';
import { StockBadge } from '@/components/stock-badge';

/** Price in the site's currency per sales unit, MOQ, stock and the two buyer actions. */
export function PriceBox({ product }: { product: ProductDetail }) {
  const t = useTranslations('product');
  const tUnits = useTranslations('units');
  const tStock = useTranslations('stock');
  const tBasket = useTranslations('inquiryBasket');
  const locale = useLocale();
  const unit = salesUnit(product.unit);

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <div>
        <p className="text-sm text-slate-600">{t('price')}</p>
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span data-testid="price" className="text-3xl font-bold tracking-tight text-slate-900">
            {formatMoney(product.price, locale)}
          </span>
          <span className="text-sm text-slate-600">
            {t('perUnit', { unit: tUnits(`name.${unit}`) })} · {product.price.currency}
          </span>
        </p>
        <p className="mt-1 text-xs text-slate-500">{t('priceNote')}</p>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 border-t border-slate-100 pt-4 text-sm">
        <dt className="text-slate-600">{t('moq')}</dt>
        <dd className="font-medium text-slate-900" data-testid="moq">
          {tUnits(`count.${unit}`, { count: product.moq })}
        </dd>
        <dt className="text-slate-600">{t('stock')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <StockBadge status={product.stockStatus} />
          {product.stockStatus !== 'out_of_stock' && product.stockQty > 0 && (
            <span className="text-slate-600">{tStock('quantity', { count: product.stockQty })}</span>
          )}
        </dd>
      </dl>
      <ProductActions
        skuCode={product.skuCode}
        moq={product.moq}
        labels={{
          inquiry: t('addToInquiry'),
          favourite: t('favourite'),
          addToInquiry: {
            quantity: t('inquiryQuantity', { unit: tUnits(`plural.${unit}`) }),
            minimum: t('inquiryMinimum', { minimum: tUnits(`count.${unit}`, { count: product.moq }) }),
            added: tBasket('added'),
            updated: tBasket('updated'),
            already: tBasket('already'),
            view: tBasket('view'),
          },
        }}
      />
    </div>
  );
}
