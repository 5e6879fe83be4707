'use client';

import { useTranslations } from 'next-intl';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { emptyBasket } from '@/client/inquiry-basket-calls';
import { useInquiryBasket } from '@/client/inquiry-basket-store';
import { QueryIsland } from '@/client/query-island';
import { SmartLink } from '@/client/smart-link';
import { answerStatus } from '@/client/use-session-query';
import { useUserAccount } from '@/client/user-account-store';
import { Button, buttonClasses } from '@/components/ui/button';
import { LazyConfirmDialog as ConfirmDialog } from './lazy-confirm-dialog';
import { createBasketEdits } from '../basket-edits';
import { inquiryQueries } from '../inquiry-queries';
import { BasketLineEditor } from './basket-line';
import { LoadState } from './load-state';
import { QuickInquiryPanel } from './quick-inquiry-panel';
import { SendInquiryForm } from './send-inquiry-form';

/**
 * /user/inquiry/basket after mount: the basket's lines (edited in place), the quick inquiry from a
 * parts list, and the send form. The basket is read fresh from the server on arrival (another
 * device may have changed it) and lives in the shared store, so the header's count follows.
 */
export function BasketView() {
  return (
    <QueryIsland>
      <BasketPage />
    </QueryIsland>
  );
}

function BasketPage() {
  const t = useTranslations('inquiry.basket');
  const tCommon = useTranslations('common');
  const { token } = useUserAccount();
  const basket = useInquiryBasket();
  const basketQuery = useQuery({ ...inquiryQueries.basket(), enabled: token !== null });
  const status = answerStatus(basketQuery);
  const retry = () => void basketQuery.refetch();
  const [confirming, setConfirming] = useState(false);
  const [emptying, setEmptying] = useState(false);
  const [edits] = useState(createBasketEdits);

  async function empty() {
    setEmptying(true);
    try {
      await emptyBasket();
      toast.success(t('emptied'));
      setConfirming(false);
    } catch {
      // Toasted by the API client.
    } finally {
      setEmptying(false);
    }
  }

  if (status !== 'ready' || !basket)
    return <LoadState state={status === 'error' ? 'error' : 'loading'} onRetry={retry} />;
  const lines = basket.lines;

  return (
    <div className="grid gap-6">
      <QuickInquiryPanel defaultOpen={lines.length === 0} />
      <section aria-labelledby="basket-heading" className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="basket-heading" className="text-base font-semibold text-slate-900">
            {t('heading')}{' '}
            <span className="font-normal text-slate-600">({t('count', { count: lines.length })})</span>
          </h2>
          {lines.length > 0 && (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              {t('clear')}
            </Button>
          )}
        </div>
        {lines.length === 0 ? (
          <div className="rounded-lg border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-700">
            <p className="font-medium text-slate-900">{t('empty')}</p>
            <p className="mt-1">{t('emptyHint')}</p>
            <SmartLink href="/category/0" className={buttonClasses('outline', 'md', 'mt-4')}>
              {t('browse')}
            </SmartLink>
          </div>
        ) : (
          <ul className="grid gap-3" data-testid="basket-lines">
            {lines.map((line) => (
              <BasketLineEditor key={line.skuCode} line={line} currency={basket.currency} edits={edits} />
            ))}
          </ul>
        )}
      </section>
      {lines.length > 0 && <SendInquiryForm basket={basket} edits={edits} />}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('clearTitle')}
        description={t('clearText', { count: lines.length })}
        confirmLabel={t('clear')}
        cancelLabel={tCommon('cancel')}
        closeLabel={tCommon('close')}
        pending={emptying}
        onConfirm={() => void empty()}
      />
    </div>
  );
}
