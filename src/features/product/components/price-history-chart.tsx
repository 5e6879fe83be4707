'use client';

import { useId, useState } from 'react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Money } from '@/contracts/catalog';
import type { PriceHistory, PriceHistoryPoint } from '@/contracts/price-history';
import { useFetched } from '@/client/use-fetched';
import { buttonClasses } from '@/components/ui/button-classes';
import { formatMoney } from '@/lib/format-money';
import { intlLocale } from '@/lib/intl-locale';

export type PriceHistoryLabels = {
  heading: string;
  intro: string;
  reference: string;
  member: string;
  date: string;
  /** Holds `{date}`. */
  periodStart: string;
  showTable: string;
  hideTable: string;
  tableCaption: string;
  noChanges: string;
  loading: string;
  failed: string;
  retry: string;
};

export type PriceHistoryChartProps = {
  skuCode: string;
  currency: Money['currency'];
  locale: string;
  labels: PriceHistoryLabels;
};

const REFERENCE_COLOUR = '#64748b'; // slate-500
const MEMBER_COLOUR = '#1f49eb'; // brand-600

async function loadHistory(skuCode: string, signal: AbortSignal): Promise<PriceHistory> {
  const { apiRequest } = await import('@/client/api-request');
  return apiRequest<PriceHistory>('GET', `/api/products/${encodeURIComponent(skuCode)}/price-history`, {
    quiet: true,
    signal,
  });
}

type ChartRow = { at: number; price: number; memberPrice: number };

/** The prices as steps: in force from the window's start, each change, held until now. */
function chartRows(start: PriceHistoryPoint, points: readonly PriceHistoryPoint[], to: string): ChartRow[] {
  const rows = [start, ...points].map((p) => ({ at: Date.parse(p.changedAt), price: p.price, memberPrice: p.memberPrice }));
  const last = rows[rows.length - 1]!;
  return [...rows, { ...last, at: Date.parse(to) }];
}

/**
 * The last 12 months of one currency's reference and member price, as a step chart and, for screen
 * readers (and anyone who opens it), the same figures as a table. The chart itself is hidden from
 * assistive technology: the table says everything it shows.
 */
export function PriceHistoryChart({ skuCode, currency, locale, labels }: PriceHistoryChartProps) {
  const history = useFetched(`price-history:${skuCode}`, (signal) => loadHistory(skuCode, signal));
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const headingId = useId();

  const money = (amount: number) => formatMoney({ amount, currency }, locale);
  const dates = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'medium' });
  const months = new Intl.DateTimeFormat(intlLocale(locale), { year: '2-digit', month: 'short' });
  const series = history.data?.currencies.find((s) => s.currency === currency);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
      data-testid="price-history"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {labels.heading}
      </h2>
      <p className="text-sm text-slate-600">{labels.intro}</p>
      {history.status === 'error' && (
        <p role="alert" className="flex items-center gap-3 text-sm text-red-700">
          {labels.failed}
          <button type="button" className={buttonClasses('outline', 'sm')} onClick={history.reload}>
            {labels.retry}
          </button>
        </p>
      )}
      {!series && history.status !== 'error' && (
        <div className="flex h-64 items-center justify-center text-sm text-slate-500" role="status">
          {labels.loading}
        </div>
      )}
      {series && history.data && (
        <>
          <div className="h-64 w-full" aria-hidden="true" data-testid="price-history-chart">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart
                data={chartRows(series.start, series.points, history.data.to)}
                margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
                accessibilityLayer={false}
              >
                <CartesianGrid stroke="#e2e8f0" vertical={false} />
                <XAxis
                  dataKey="at"
                  type="number"
                  scale="time"
                  domain={['dataMin', 'dataMax']}
                  tickFormatter={(at: number) => months.format(at)}
                  tick={{ fontSize: 12, fill: '#475569' }}
                  minTickGap={24}
                />
                <YAxis
                  tickFormatter={(amount: number) => money(amount)}
                  tick={{ fontSize: 12, fill: '#475569' }}
                  width={80}
                  domain={['auto', 'auto']}
                />
                <Tooltip
                  labelFormatter={(at) => dates.format(Number(at))}
                  formatter={(amount) => money(Number(amount))}
                />
                <Legend wrapperStyle={{ fontSize: 13 }} />
                <Line
                  type="stepAfter"
                  dataKey="price"
                  name={labels.reference}
                  stroke={REFERENCE_COLOUR}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
                <Line
                  type="stepAfter"
                  dataKey="memberPrice"
                  name={labels.member}
                  stroke={MEMBER_COLOUR}
                  strokeWidth={2}
                  dot={false}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
          {series.points.length === 0 && <p className="text-sm text-slate-600">{labels.noChanges}</p>}
          <div>
            <button
              type="button"
              className={buttonClasses('outline', 'sm')}
              aria-expanded={tableShown}
              aria-controls={tableId}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown ? labels.hideTable : labels.showTable}
            </button>
          </div>
          {/* Always in the page for screen readers; shown on screen when asked for. */}
          <div id={tableId} className={tableShown ? 'overflow-x-auto' : 'sr-only'}>
            <table className="w-full text-left text-sm" data-testid="price-history-table">
              <caption className="mb-2 text-left text-sm font-medium text-slate-700">{labels.tableCaption}</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  <th scope="col" className="py-2 pr-4 font-medium">
                    {labels.date}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-medium">
                    {labels.reference}
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    {labels.member}
                  </th>
                </tr>
              </thead>
              <tbody>
                {[series.start, ...series.points].map((point, index) => (
                  <tr key={`${point.changedAt}-${index}`} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-4 font-normal text-slate-700">
                      {index === 0
                        ? labels.periodStart.replace('{date}', dates.format(Date.parse(point.changedAt)))
                        : dates.format(Date.parse(point.changedAt))}
                    </th>
                    <td className="py-2 pr-4 text-right text-slate-900 tabular-nums">{money(point.price)}</td>
                    <td className="py-2 text-right text-slate-900 tabular-nums">{money(point.memberPrice)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
