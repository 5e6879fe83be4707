'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { SmartLink } from '@/client/smart-link';
import type { InquiryDetail } from '@/contracts/inquiries';
import { salesUnit } from '@/lib/sales-unit';
import { formatDay, formatMinor } from '../inquiry-format';

type Line = InquiryDetail['lines'][number];

function useLineCells(currency: string) {
  const t = useTranslations('inquiry.detail');
  const tUnits = useTranslations('units');
  const locale = useLocale();
  const money = (minor: number | null, empty: ReactNode = t('none')) =>
    minor === null ? <span className="text-slate-500">{empty}</span> : formatMinor(minor, currency, locale);
  return {
    t,
    quantity: (line: Line) => tUnits(`count.${salesUnit(line.unit)}`, { count: line.quantity }),
    money,
    quoted: (line: Line) => money(line.quotedUnitPrice, t('awaitingQuote')),
    total: (line: Line) => money(line.quotedLineTotal),
    product: (line: Line) => (
      <div className="grid min-w-0 gap-0.5">
        <SmartLink
          href={`/product/${line.skuCode}`}
          prefetch={false}
          className="font-medium text-slate-900 hover:text-brand-700 hover:underline"
        >
          {line.title}
        </SmartLink>
        <span className="text-xs text-slate-600">
          {line.brand} · <span className="font-mono">{line.partNumber}</span> ·{' '}
          <span className="font-mono">{line.skuCode}</span>
        </span>
        {line.neededBy && (
          <span className="text-xs text-slate-600">
            {t('neededBy', { date: formatDay(line.neededBy, locale) })}
          </span>
        )}
        {line.note && <span className="text-xs text-slate-600 italic">{line.note}</span>}
      </div>
    ),
  };
}

/** The inquiry's lines with list, target and quoted unit prices and line totals; cards on phones. */
export function InquiryLines({ inquiry }: { inquiry: InquiryDetail }) {
  const { t, quantity, money, quoted, total, product } = useLineCells(inquiry.currency);
  const grandTotal = inquiry.quotedTotal === null ? null : money(inquiry.quotedTotal);
  const num = 'px-3 py-3 text-right whitespace-nowrap tabular-nums';

  return (
    <section aria-labelledby="lines-heading" className="grid gap-3">
      <h2 id="lines-heading" className="text-base font-semibold text-slate-900">
        {t('lines')}
      </h2>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm" data-testid="inquiry-lines">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600">
            <tr>
              <th scope="col" className="px-3 py-2.5">
                {t('product')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                {t('quantity')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                {t('listPrice')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                {t('targetPrice')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                {t('quotedPrice')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                {t('lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {inquiry.lines.map((line) => (
              <tr key={line.lineNo} className="align-top" data-testid="inquiry-line">
                <td className="px-3 py-3">{product(line)}</td>
                <td className={num}>{quantity(line)}</td>
                <td className={num}>{money(line.listUnitPrice)}</td>
                <td className={num}>{money(line.targetUnitPrice)}</td>
                <td className={num}>{quoted(line)}</td>
                <td className={`${num} font-semibold`}>{total(line)}</td>
              </tr>
            ))}
          </tbody>
          {grandTotal && (
            <tfoot className="border-t border-slate-200 bg-slate-50">
              <tr>
                <th scope="row" colSpan={5} className="px-3 py-3 text-right font-semibold text-slate-900">
                  {t('total')}
                </th>
                <td className={`${num} text-base font-bold text-slate-900`} data-testid="quoted-total">
                  {grandTotal}
                </td>
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      <ul className="grid gap-3 md:hidden">
        {inquiry.lines.map((line) => (
          <li
            key={line.lineNo}
            className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm"
          >
            {product(line)}
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="text-slate-500">{t('quantity')}</dt>
              <dd className="text-right text-slate-800">{quantity(line)}</dd>
              <dt className="text-slate-500">{t('listPrice')}</dt>
              <dd className="text-right text-slate-800">{money(line.listUnitPrice)}</dd>
              <dt className="text-slate-500">{t('targetPrice')}</dt>
              <dd className="text-right text-slate-800">{money(line.targetUnitPrice)}</dd>
              <dt className="text-slate-500">{t('quotedPrice')}</dt>
              <dd className="text-right text-slate-800">{quoted(line)}</dd>
              <dt className="text-slate-500">{t('lineTotal')}</dt>
              <dd className="text-right font-semibold text-slate-900">{total(line)}</dd>
            </dl>
          </li>
        ))}
        {grandTotal && (
          <li className="flex items-center justify-between rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm">
            <span className="font-semibold text-slate-900">{t('total')}</span>
            <span className="text-base font-bold text-slate-900 tabular-nums">{grandTotal}</span>
          </li>
        )}
      </ul>
    </section>
  );
}
