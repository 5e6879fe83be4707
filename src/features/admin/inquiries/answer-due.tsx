'use client';

import { Tag, Typography } from 'antd';
import type { AdminInquirySummary } from '@/contracts/inquiries';
import { INQUIRY_STATE } from '@/contracts/inquiry-states';
import { useAdminTexts } from '../shell/admin-texts';
import { formatTime, relativeTo } from '../shell/format';

// antd's "error" preset is too pale for small text; a darker red keeps the contrast (WCAG AA).
const OVERDUE_STYLE = { color: '#a8071a', background: '#fff1f0', borderColor: '#ffa39e', fontWeight: 600 } as const;

/**
 * An inquiry's answer deadline (China time) and, while it waits for a quote, the time left or an
 * "Overdue" tag: the word says it, the red only repeats it. The server decides what is overdue.
 */
export function AnswerDue({ inquiry }: { inquiry: Pick<AdminInquirySummary, 'answerDueAt' | 'state' | 'overdue'> }) {
  const { t, lang } = useAdminTexts();
  const waiting = inquiry.state === INQUIRY_STATE.SUBMITTED;
  return (
    <span data-testid="answer-due" style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 4, alignItems: 'center' }}>
      <Typography.Text type={waiting ? undefined : 'secondary'}>{formatTime(inquiry.answerDueAt, lang)}</Typography.Text>
      {waiting &&
        (inquiry.overdue ? (
          <Tag style={OVERDUE_STYLE}>{t('inquiryDeadline.overdue', { since: relativeTo(inquiry.answerDueAt, lang) })}</Tag>
        ) : (
          <Typography.Text type="secondary">{t('inquiryDeadline.left', { left: relativeTo(inquiry.answerDueAt, lang) })}</Typography.Text>
        ))}
    </span>
  );
}
