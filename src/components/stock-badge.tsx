import { useTranslations } from 'next-intl';
import type { ProductCard } from '@/contracts/catalog';
import { Badge } from '@/components/ui/badge';
import { stockTone } from '@/lib/stock-tone';

/** A product's stock status as a coloured, translated badge (cards and the product page). */
export function StockBadge({ status }: { status: ProductCard['stockStatus'] }) {
  const t = useTranslations('stock');
  return (
    <Badge tone={stockTone(status)} data-testid="stock">
      {t(status)}
    </Badge>
  );
}
