import { useTranslations } from 'next-intl';
import type { ProductDetail } from '@/contracts/catalog';
import { salesUnit } from '@/lib/sales-unit';
import { ProductActions } from './product-actions';
import { ProductStockCount, ProductTradePrice } from './trade-price';
import { StockBadge } from '@/components/stock-badge';

/**
 * The buyer's price per sales unit (filled in after the cached page for signed-in buyers; visitors
 * are asked to sign in), MOQ, stock status (members also the count) and the two buyer actions.
 */
export function PriceBox({ product }: { product: ProductDetail }) {
  const t = useTranslations('product');
  const tUnits = useTranslations('units');
  const tBasket = useTranslations('inquiryBasket');
  const unit = salesUnit(product.unit);

  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-5">
      <ProductTradePrice
        skuCode={product.skuCode}
        perUnit={t('perUnit', { unit: tUnits(`name.${unit}`) })}
        quantityHeader={t('inquiryQuantity', { unit: tUnits(`plural.${unit}`) })}
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 border-t border-slate-100 pt-4 text-sm">
        <dt className="text-slate-600">{t('moq')}</dt>
        <dd className="font-medium text-slate-900" data-testid="moq">
          {tUnits(`count.${unit}`, { count: product.moq })}
        </dd>
        <dt className="text-slate-600">{t('stock')}</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <StockBadge status={product.stockStatus} />
          <ProductStockCount skuCode={product.skuCode} />
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
