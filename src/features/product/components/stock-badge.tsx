import { useTranslations } from 'next-intl';
import type { ProductDetail } from '@/contracts/catalog';
import { Badge } from '@/components/ui/badge';
import { stockTone } from '@/lib/stock-tone';

export function StockBadge({ status }: { status: ProductDetail['stockStatus'] }) {
  const t = useTranslations('stock');
  return (
    <Badge tone={stockTone(status)} data-testid="stock">
      {t(status)}
    </Badge>
  );
}
