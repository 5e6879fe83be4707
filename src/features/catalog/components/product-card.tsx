import { useTranslations } from 'next-intl';
import { FavoriteHeart } from '@/client/favorite-heart';
import { PageLink } from '@/i18n/page-link';
import { HighlightedText } from '@/components/ui/highlighted-text';
import type { ProductCard as ProductCardData } from '@/contracts/catalog';
import type { TradeItem } from '@/contracts/entitlements';
import type { HighlightRange } from '@/lib/highlight-segments';
import { partImageSrcset } from '@/lib/part-image-url';
import { salesUnit } from '@/lib/sales-unit';
import { StockBadge } from '@/components/stock-badge';
import { CardTradePrice } from './card-trade-price';

/** Where a keyword search matched the card's title and part number (ranges into those strings). */
export type CardHighlight = { title?: readonly HighlightRange[]; part_number?: readonly HighlightRange[] };

/**
 * One product in a grid. The title link stretches over the whole card (one tab stop, one link name:
 * the title); the image is eager only for the first row so the rest of the page loads lazily.
 * The heart and the price line are the card's client islands (their state is the buyer's, never the
 * cached page's: prices reach signed-in buyers only, docs/decisions/0067).
 * Its styles are named classes in globals.css (`.product-card*`): the card repeats up to 40 times
 * a page and utility lists would be sent twice per copy (HTML and RSC payload).
 */
export function ProductCard({
  product,
  eager = false,
  titleAs: Title = 'h2',
}: {
  /**
   * A search result also says where the keyword matched; those ranges are marked. Answers that carry
   * the buyer's trade data (search, favourites) pass it, so the card does not ask for it again.
   */
  product: ProductCardData & { highlight?: CardHighlight; trade?: TradeItem | null };
  eager?: boolean;
  /** Heading level of the title, so the page outline stays in order (h2 under a page h1). */
  titleAs?: 'h2' | 'h3' | 'h4';
}) {
  const t = useTranslations('catalog');
  const tUnits = useTranslations('units');
  const unit = salesUnit(product.unit);

  return (
    <article
      className={eager ? 'group product-card product-card-eager' : 'group product-card'}
      data-testid="product-card"
    >
      <div className="product-card-media">
        {/* A plain img: drawings are SVGs and uploads come in fixed WebP widths, so next/image would only add a client component per card. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={product.image}
          srcSet={partImageSrcset(product.image)}
          sizes="(min-width: 1024px) 20vw, 50vw"
          alt={product.title}
          width={800}
          height={800}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          // The first row may hold the page's largest paint: decoded with it, not after the scripts.
          decoding={eager ? undefined : 'async'}
          className="product-card-image"
        />
      </div>
      <FavoriteHeart
        skuCode={product.skuCode}
        label={t('favouriteLabel', { title: product.title })}
        className="product-card-heart"
      />
      <div className="product-card-body">
        <p className="product-card-line">
          <b className="font-semibold text-slate-700">{product.brand}</b>
          <span aria-hidden="true"> · </span>
          <span className="sr-only">{`${t('partNumber')} `}</span>
          <span className="font-mono">
            <HighlightedText text={product.partNumber} ranges={product.highlight?.part_number} />
          </span>
        </p>
        <Title className="product-card-title">
          <PageLink href={`/product/${product.skuCode}`} className="product-card-link">
            <HighlightedText text={product.title} ranges={product.highlight?.title} />
          </PageLink>
        </Title>
        <CardTradePrice
          skuCode={product.skuCode}
          perUnit={t('perUnit', { unit: tUnits(`name.${unit}`) })}
          trade={product.trade}
        />
        <div className="product-card-foot">
          <p className="text-xs text-slate-600" data-testid="moq">
            {t('moq', { quantity: tUnits(`count.${unit}`, { count: product.moq }) })}
          </p>
          <StockBadge status={product.stockStatus} />
        </div>
        {/* Answered by the grid's CardInquiryActions; above the title link's stretched area. */}
        <button
          type="button"
          className="product-card-action"
          data-inquiry-sku={product.skuCode}
          data-inquiry-moq={product.moq}
          aria-label={t('addToInquiryLabel', { title: product.title })}
        >
          {t('addToInquiry')}
        </button>
      </div>
    </article>
  );
}
