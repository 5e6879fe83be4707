'use client';

import { useLocale, useTranslations } from 'next-intl';
import { SmartLink } from '@/client/smart-link';
import { Checkbox } from '@/components/ui/checkbox';
import type { InquirySummary } from '@/contracts/inquiries';
import { formatCount, formatInstant, formatMinor } from '../inquiry-format';
import { useSenderName } from '../inquiry-sender';
import { AnswerExpected } from './answer-expected';
import { StateChip } from './state-chip';

type Props = {
  items: InquirySummary[];
  selected: ReadonlySet<number>;
  onToggle: (id: number, on: boolean) => void;
  onToggleAll: (on: boolean) => void;
};

function useCells() {
  const t = useTranslations('inquiry.list');
  const locale = useLocale();
  return {
    t,
    created: (item: InquirySummary) => formatInstant(item.createdAt, locale, true),
    lines: (item: InquirySummary) => t('lineCount', { count: item.lineCount }),
    total: (item: InquirySummary) =>
      item.quotedTotal === null ? (
        <span className="text-slate-500">{t('notQuoted')}</span>
      ) : (
        <span className="font-semibold text-slate-900 tabular-nums">
          {formatMinor(item.quotedTotal, item.currency, locale)}
        </span>
      ),
    count: (n: number) => formatCount(n, locale),
  };
}

function ReferenceLink({ item }: { item: InquirySummary }) {
  return (
    <SmartLink
      href={`/user/inquiry/${item.id}`}
      prefetch={false}
      className="font-mono font-semibold text-brand-700 hover:underline"
    >
      {item.reference}
    </SmartLink>
  );
}

/**
 * The buyer's inquiries: a table from tablet width, stacked cards on phones (one of the two is
 * display:none, so assistive technology meets one list). Each row can be selected for closing.
 */
export function InquiryTable({ items, selected, onToggle, onToggleAll }: Props) {
  const { t, created, lines, total } = useCells();
  const senderOf = useSenderName();
  const withSender = items.some((item) => senderOf(item) !== null);
  const all = items.length > 0 && items.every((item) => selected.has(item.id));
  const some = !all && items.some((item) => selected.has(item.id));

  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
        <table className="w-full text-left text-sm" data-testid="inquiry-table">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600 uppercase">
            <tr>
              <th scope="col" className="w-10 px-3 py-2.5">
                <Checkbox
                  checked={all ? true : some ? 'indeterminate' : false}
                  onCheckedChange={(on) => onToggleAll(on === true)}
                  aria-label={t('selectAll')}
                />
              </th>
              <th scope="col" className="px-3 py-2.5">
                {t('reference')}
              </th>
              <th scope="col" className="px-3 py-2.5">
                {t('created')}
              </th>
              {withSender && (
                <th scope="col" className="px-3 py-2.5 whitespace-nowrap">
                  {t('sender')}
                </th>
              )}
              <th scope="col" className="px-3 py-2.5">
                {t('headline')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                {t('lines')}
              </th>
              <th scope="col" className="px-3 py-2.5">
                {t('stateColumn')}
              </th>
              <th scope="col" className="px-3 py-2.5 text-right">
                {t('total')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {items.map((item) => (
              <tr
                key={item.id}
                data-testid="inquiry-row"
                data-reference={item.reference}
                className="align-top hover:bg-slate-50"
              >
                <td className="px-3 py-3">
                  <Checkbox
                    checked={selected.has(item.id)}
                    onCheckedChange={(on) => onToggle(item.id, on === true)}
                    aria-label={t('selectRow', { reference: item.reference })}
                  />
                </td>
                <td className="px-3 py-3 whitespace-nowrap">
                  <ReferenceLink item={item} />
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700">{created(item)}</td>
                {withSender && (
                  <td className="px-3 py-3 text-slate-700" data-testid="inquiry-sender">
                    {senderOf(item)}
                  </td>
                )}
                <td className="max-w-xs px-3 py-3 text-slate-700">
                  <span className="line-clamp-2">{item.headline}</span>
                </td>
                <td className="px-3 py-3 text-right whitespace-nowrap text-slate-700">{lines(item)}</td>
                <td className="px-3 py-3">
                  <StateChip state={item.state} />
                  <AnswerExpected inquiry={item} className="mt-1 block text-xs text-slate-600" />
                </td>
                <td className="px-3 py-3 text-right whitespace-nowrap">{total(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="grid gap-3 md:hidden" data-testid="inquiry-cards">
        {items.map((item) => (
          <li
            key={item.id}
            data-testid="inquiry-card"
            data-reference={item.reference}
            className="grid gap-2 rounded-lg border border-slate-200 bg-white p-4 text-sm"
          >
            <div className="flex items-center gap-3">
              <Checkbox
                checked={selected.has(item.id)}
                onCheckedChange={(on) => onToggle(item.id, on === true)}
                aria-label={t('selectRow', { reference: item.reference })}
              />
              <ReferenceLink item={item} />
              <span className="ml-auto">
                <StateChip state={item.state} />
              </span>
            </div>
            <p className="line-clamp-2 text-slate-700">{item.headline}</p>
            <AnswerExpected inquiry={item} className="text-xs font-medium text-slate-700" />
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs">
              <dt className="text-slate-500">{t('created')}</dt>
              <dd className="text-slate-800">{created(item)}</dd>
              {senderOf(item) && (
                <>
                  <dt className="text-slate-500">{t('sender')}</dt>
                  <dd className="text-slate-800" data-testid="inquiry-sender">
                    {senderOf(item)}
                  </dd>
                </>
              )}
              <dt className="text-slate-500">{t('lines')}</dt>
              <dd className="text-slate-800">{lines(item)}</dd>
              <dt className="text-slate-500">{t('total')}</dt>
              <dd>{total(item)}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
