import { useTranslations } from 'next-intl';

/**
 * The "test payment" marker of a sandbox order, on the pay page and the sandbox cashier: nobody
 * should take a sandbox payment for a real one (docs/decisions/0060).
 */
export function TestPaymentMarker({ text }: { text: string }) {
  const t = useTranslations('pay');
  return (
    <p
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
      data-testid="test-payment-marker"
    >
      <strong className="mr-2 inline-block rounded bg-amber-200 px-2 py-0.5 text-xs font-semibold tracking-wide uppercase">
        {t('testMarker')}
      </strong>
      {text}
    </p>
  );
}
