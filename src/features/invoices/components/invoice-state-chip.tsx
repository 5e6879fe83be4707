'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { InvoiceState } from '@/contracts/invoices';

/** The word carries the state; the tone repeats it (requested waits for us, issued is done). */
export function InvoiceStateChip({ state }: { state: InvoiceState }) {
  const t = useTranslations('invoices.state');
  return (
    <Badge tone={state === 'issued' ? 'success' : 'info'} data-testid="invoice-state" data-state={state}>
      {t(state)}
    </Badge>
  );
}
