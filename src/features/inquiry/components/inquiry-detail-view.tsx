'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { isSessionEnded, messageFor } from '@/client/api-request';
import { QueryIsland } from '@/client/query-island';
import { SmartLink } from '@/client/smart-link';
import { useUserAccount } from '@/client/user-account-store';
import { useIsClient } from '@/client/use-is-client';
import { Button } from '@/components/ui/button';
import { LazyConfirmDialog as ConfirmDialog } from './lazy-confirm-dialog';
import type { InquiryDetail } from '@/contracts/inquiries';
import { INQUIRY_STATE } from '@/contracts/inquiry-states';
import { acceptInquiry, closeInquiries } from '../inquiry-calls';
import { formatDay, formatInstant, formatMinor } from '../inquiry-format';
import { useInquiryDetail } from '../use-inquiry-detail';
import { AttachmentLinks } from './attachment-links';
import { InquiryLines } from './inquiry-lines';
import { LoadState } from './load-state';
import { useSenderName } from '../inquiry-sender';
import { AnswerExpected } from './answer-expected';
import { StateChip } from './state-chip';

/** Where the inquiry stands, in words: awaiting a quote, the quote and its validity, accepted, closed. */
function QuoteStatus({ inquiry }: { inquiry: InquiryDetail }) {
  const t = useTranslations('inquiry.detail');
  const locale = useLocale();
  const instant = (iso: string | null) => (iso ? formatInstant(iso, locale) : '');
  const day = (d: string | null) => (d ? formatDay(d, locale) : '');
  switch (inquiry.state) {
    case INQUIRY_STATE.SUBMITTED:
      return (
        <>
          <p>{t('awaiting')}</p>
          <p className="font-medium">
            <AnswerExpected inquiry={inquiry} />
          </p>
        </>
      );
    case INQUIRY_STATE.QUOTED:
      return <p className="font-medium">{t('expiresOn', { date: day(inquiry.quoteValidUntil) })}</p>;
    case INQUIRY_STATE.EXPIRED:
      return (
        <p className="font-medium text-red-800">{t('expired', { date: day(inquiry.quoteValidUntil) })}</p>
      );
    case INQUIRY_STATE.ACCEPTED:
      return (
        <p className="font-medium text-emerald-800">
          {t('acceptedOn', { date: instant(inquiry.acceptedAt) })}
        </p>
      );
    case INQUIRY_STATE.CLOSED:
      return (
        <p>
          {t(inquiry.closedBy === 'operator' ? 'closedByOperator' : 'closedByBuyer', {
            date: instant(inquiry.closedAt),
          })}
        </p>
      );
  }
}

/** The page's island: the inquiry is personal, so it is read after mount with the token. */
export function InquiryDetailPage({ id }: { id: number }) {
  return (
    <QueryIsland>
      <InquiryDetailLoader id={id} />
    </QueryIsland>
  );
}

function InquiryDetailLoader({ id }: { id: number }) {
  const isClient = useIsClient();
  const { token } = useUserAccount();
  const detail = useInquiryDetail(id, isClient && token !== null);
  const t = useTranslations('inquiry');
  const { state } = detail;
  return (
    <div className="grid gap-6">
      <SmartLink href="/user/inquiry" className="text-sm font-medium text-brand-700 hover:underline">
        <span aria-hidden="true">← </span>
        {t('detail.back')}
      </SmartLink>
      {state.status === 'ready' ? (
        <InquiryDetailView inquiry={state.inquiry} onChanged={detail.replace} onReload={detail.reload} />
      ) : (
        <>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{t('detailTitle')}</h1>
          {state.status === 'missing' ? (
            <p
              role="alert"
              className="rounded-lg border border-slate-200 bg-white p-6 text-sm text-slate-700"
            >
              {t('detail.notFound')}
            </p>
          ) : (
            <LoadState state={state.status} onRetry={detail.retry} />
          )}
        </>
      )}
    </div>
  );
}

function InquiryDetailView({
  inquiry,
  onChanged,
  onReload,
}: {
  inquiry: InquiryDetail;
  onChanged: (inquiry: InquiryDetail) => void;
  onReload: () => void;
}) {
  const t = useTranslations('inquiry.detail');
  const tTitle = useTranslations('inquiry');
  const tCommon = useTranslations('common');
  const locale = useLocale();
  const [dialog, setDialog] = useState<'accept' | 'close' | null>(null);
  const [pending, setPending] = useState(false);
  const sender = useSenderName()(inquiry);
  const total =
    inquiry.quotedTotal === null ? '' : formatMinor(inquiry.quotedTotal, inquiry.currency, locale);

  async function accept() {
    setPending(true);
    try {
      onChanged(await acceptInquiry(inquiry.id));
      toast.success(t('accepted'));
      setDialog(null);
    } catch {
      // Toasted (e.g. the quote expired meanwhile); the page shows the current state.
      setDialog(null);
      onReload();
    } finally {
      setPending(false);
    }
  }

  async function close() {
    setPending(true);
    try {
      await closeInquiries([inquiry.id]);
      toast.success(t('closed'));
    } catch (err) {
      if (!isSessionEnded(err)) toast.error(messageFor(err));
    } finally {
      setPending(false);
      setDialog(null);
      onReload();
    }
  }

  return (
    <>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {tTitle('detailTitle')} <span className="font-mono">{inquiry.reference}</span>
        </h1>
        <StateChip state={inquiry.state} />
        <p className="w-full text-sm text-slate-600">
          {t('sentOn', { date: formatInstant(inquiry.createdAt, locale, true) })}
          {sender && (
            <span data-testid="inquiry-sender">
              {' · '}
              {t('sentBy', { name: sender })}
            </span>
          )}
        </p>
      </header>

      <section
        aria-labelledby="quote-heading"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-5 text-sm text-slate-800"
        data-testid="quote-panel"
      >
        <h2 id="quote-heading" className="text-base font-semibold text-slate-900">
          {t('quote')}
        </h2>
        <QuoteStatus inquiry={inquiry} />
        {inquiry.quotedAt && (
          <p className="text-slate-600">{t('quotedOn', { date: formatInstant(inquiry.quotedAt, locale) })}</p>
        )}
        {inquiry.quoteMessage && (
          <p className="rounded-md bg-slate-50 p-3 whitespace-pre-line text-slate-800">
            {inquiry.quoteMessage}
          </p>
        )}
        {total && (
          <p className="text-base font-semibold text-slate-900 tabular-nums">{t('totalLine', { total })}</p>
        )}
        {(inquiry.canAccept || inquiry.canClose) && (
          <div className="flex flex-wrap gap-2">
            {inquiry.canAccept && <Button onClick={() => setDialog('accept')}>{t('accept')}</Button>}
            {inquiry.canClose && (
              <Button variant="outline" onClick={() => setDialog('close')}>
                {t('close')}
              </Button>
            )}
          </div>
        )}
      </section>

      <InquiryLines inquiry={inquiry} />

      <section
        aria-labelledby="contact-heading"
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-5 text-sm sm:grid-cols-2"
      >
        <div>
          <h2 id="contact-heading" className="font-semibold text-slate-900">
            {t('contact')}
          </h2>
          <p className="mt-1 text-slate-700">
            {inquiry.contactName} · <span className="tabular-nums">{inquiry.contactMobile}</span>
          </p>
        </div>
        <div>
          <h2 className="font-semibold text-slate-900">{t('message')}</h2>
          <p className="mt-1 whitespace-pre-line text-slate-700">{inquiry.message || t('noMessage')}</p>
        </div>
        {inquiry.attachments.length > 0 && <AttachmentLinks attachments={inquiry.attachments} />}
      </section>

      <ConfirmDialog
        open={dialog === 'accept'}
        onOpenChange={(open) => setDialog(open ? 'accept' : null)}
        title={t('acceptTitle')}
        description={t('acceptText', { total })}
        confirmLabel={t('accept')}
        cancelLabel={tCommon('cancel')}
        closeLabel={tCommon('close')}
        pending={pending}
        onConfirm={() => void accept()}
      />
      <ConfirmDialog
        open={dialog === 'close'}
        onOpenChange={(open) => setDialog(open ? 'close' : null)}
        title={t('closeTitle', { reference: inquiry.reference })}
        description={t('closeText')}
        confirmLabel={t('close')}
        cancelLabel={tCommon('cancel')}
        closeLabel={tCommon('close')}
        pending={pending}
        onConfirm={() => void close()}
      />
    </>
  );
}
