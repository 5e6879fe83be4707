import { useTranslations } from 'next-intl';
import type { ProductCard as ProductCardData } from '@/contracts/catalog';
import { CardInquiryActions } from './card-inquiry-actions';
import { ProductCard, type CardHighlight } from './product-card';

/** Cards in the first row (on the widest grid) load eagerly: they are above the fold. */
const EAGER_CARDS = 4;

/**
 * In a "row" (home page) each breakpoint shows one full line, except phones which get a 2×2 block:
 * 4 cards on phones, 3 on small tablets, 4 from laptops on. Hidden cards are display:none, so their
 * lazy images are never fetched. Rows get 4 products: a fifth column on wide screens cost every
 * phone 8 more hidden cards to download and hydrate.
 */
function rowVisibility(index: number): string | undefined {
  if (index >= 4) return 'hidden';
  if (index === 3) return 'sm:hidden lg:block';
  return undefined;
}

export type ProductGridProps = {
  products: (ProductCardData & { highlight?: CardHighlight })[];
  /** How many leading cards load their image eagerly (0 for grids below the fold). */
  eagerCount?: number;
  variant?: 'listing' | 'row';
  /** Heading level of each card title (h2 on listing pages, deeper inside home-page rows). */
  titleAs?: 'h2' | 'h3' | 'h4';
};

/**
 * Two columns on phones up to four on desktops; a list so screen readers announce the count.
 * Four columns at most, so a listing page of 24 always fills its last line.
 */
export function ProductGrid({
  products,
  eagerCount = EAGER_CARDS,
  variant = 'listing',
  titleAs,
}: ProductGridProps) {
  const t = useTranslations('inquiryBasket');
  const labels = { added: t('added'), already: t('already'), updated: t('updated'), view: t('view') };
  return (
    <CardInquiryActions labels={labels}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4">
        {products.map((product, index) => (
          <li key={product.skuCode} className={variant === 'row' ? rowVisibility(index) : undefined}>
            <ProductCard product={product} eager={index < eagerCount} titleAs={titleAs} />
          </li>
        ))}
      </ul>
    </CardInquiryActions>
  );
}
