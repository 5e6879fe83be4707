import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { OrderState } from '@/contracts/membership';

const TONES: Record<OrderState, BadgeTone> = {
  pending: 'warning',
  paid: 'success',
  failed: 'danger',
  expired: 'neutral',
  cancelled: 'neutral',
};

/** An order's state in words (the colour only repeats them). */
export function OrderStateBadge({ state }: { state: OrderState }) {
  const t = useTranslations('orderState');
  return <Badge tone={TONES[state]}>{t(state)}</Badge>;
}
