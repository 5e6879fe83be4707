'use client';

import type { TableColumnType } from 'antd';
import Link from 'next/link';
import type { AdminInquirySummary } from '@/contracts/inquiries';
import type { ConsoleLang } from '../shell/console-lang';
import { formatMoney } from '../shell/format';

type Column = TableColumnType<AdminInquirySummary>;

/** The columns every list of inquiries shows alike (the queue and an account's page). */
export function inquiryColumns(t: (key: string) => string, lang: ConsoleLang): Record<'reference' | 'lines' | 'total', Column> {
  return {
    reference: {
      title: t('inquiries.reference'),
      dataIndex: 'reference',
      // One line: a reference broken at its hyphen reads as two.
      render: (ref: string, row) => (
        <Link href={`/admin/inquiries/${row.id}`} style={{ whiteSpace: 'nowrap' }}>
          {ref}
        </Link>
      ),
    },
    lines: { title: t('inquiries.lines'), dataIndex: 'lineCount', align: 'right' },
    total: {
      title: t('inquiries.total'),
      key: 'total',
      render: (_v, row) => formatMoney(row.quotedTotal, row.currency, lang),
    },
  };
}
