import { useLocale, useTranslations } from 'next-intl';
import { SmartLink } from '@/client/smart-link';
import type { ProductCard as ProductCardData } from '@/contracts/catalog';
import { formatMoney } from '@/lib/format-money';
import { salesUnit } from '@/lib/sales-unit';
import { StockBadge } from './stock-badge';

/** How many OE numbers fit on a card; the product page lists them all. */
const CARD_OE_NUMBERS = 2;

/**
 * One product in a grid. The title link stretches over the whole card (one tab stop, one link name:
 * the title); the image is eager only for the first row so the rest of the page loads lazily.
 */
export function ProductCard({
  product,
  eager = false,
  titleAs: Title = 'h2',
}: {
  product: ProductCardData;
  eager?: boolean;
  /** Heading level of the title, so the page outline stays in order (h2 under a page h1). */
  titleAs?: 'h2' | 'h3' | 'h4';
}) {
  const t = useTranslations('catalog');
  const tUnits = useTranslations('units');
  const locale = useLocale();
  const unit = salesUnit(product.unit);
  const oe = product.oeNumbers.slice(0, CARD_OE_NUMBERS);

  // content-visibility: cards below the fold (most of the home page and of a listing) are styled and
  // laid out only when scrolled near, which keeps the first paint cheap on phones. The intrinsic size
  // is a card's usual height; `auto` remembers the real one once rendered.
  return (
    <article
      className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white transition-shadow [contain-intrinsic-size:auto_22rem] [content-visibility:auto] focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md"
      data-testid="product-card"
    >
      <div className="aspect-square border-b border-slate-100 bg-slate-50">
        {/* A plain img: images are unoptimised SVGs, so next/image would only add a client component per card. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={product.image}
          alt={product.title}
          width={800}
          height={800}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          className="size-full object-contain p-3 transition-transform group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3">
        <p className="truncate text-xs text-slate-500">
          <span className="font-semibold text-slate-700">{product.brand}</span>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">{t('partNumber')} </span>
          <span className="font-mono">{product.partNumber}</span>
        </p>
        <Title className="line-clamp-2 min-h-10 text-sm leading-5 font-medium text-slate-900">
          <SmartLink
            href={`/product/${product.skuCode}`}
            className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700"
          >
            {product.title}
          </SmartLink>
        </Title>
        {oe.length > 0 && (
          <p className="truncate text-xs text-slate-500">
            <span className="font-medium">{t('oe')}</span> <span className="font-mono">{oe.join(', ')}</span>
          </p>
        )}
        <div className="mt-auto flex flex-col gap-1 pt-1">
          <p className="text-slate-900">
            <span data-testid="price" className="text-base font-bold sm:text-lg">
              {formatMoney(product.price, locale)}
            </span>{' '}
            <span className="text-xs text-slate-500">{t('perUnit', { unit: tUnits(`name.${unit}`) })}</span>
          </p>
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
            <p className="text-xs text-slate-600" data-testid="moq">
              {t('moq', { quantity: tUnits(`count.${unit}`, { count: product.moq }) })}
            </p>
            <StockBadge status={product.stockStatus} />
          </div>
        </div>
      </div>
    </article>
  );
}
