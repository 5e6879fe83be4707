'use client';

import { useLocale, useTranslations } from 'next-intl';
import { INQUIRY_STATE } from '@/contracts/inquiry-states';
import type { InquirySummary } from '@/contracts/inquiries';
import { formatInstant } from '../inquiry-format';

/**
 * "Answer expected by …" (China time, in the page's language) while the inquiry waits for a quote:
 * the deadline the buyer's plan promised when it was sent. Nothing once it has an answer.
 */
export function AnswerExpected({ inquiry, className }: { inquiry: Pick<InquirySummary, 'state' | 'answerDueAt'>; className?: string }) {
  const t = useTranslations('inquiry.deadline');
  const locale = useLocale();
  if (inquiry.state !== INQUIRY_STATE.SUBMITTED) return null;
  return (
    <span className={className} data-testid="answer-expected">
      {t('expectedBy', { date: formatInstant(inquiry.answerDueAt, locale, true) })}
    </span>
  );
}
