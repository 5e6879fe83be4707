'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ApiTokenView } from '@/contracts/api-tokens';
import { formatCount, formatDate, formatDateTime, SCOPE_KEY } from '../api-token-format';

const STATE_TONE = { active: 'success', expired: 'warning', revoked: 'neutral' } as const;

type Props = { tokens: ApiTokenView[]; busy: boolean; onRevoke: (token: ApiTokenView) => void };

/** The company's tokens: a table from tablet width, cards on phones. Never a secret, only the public prefix. */
export function TokenList(props: Props) {
  return (
    <>
      <TokenTable {...props} />
      <TokenCards {...props} />
    </>
  );
}

/** The cells' texts, the same in the table and on the cards. */
function useTokenTexts() {
  const t = useTranslations('apiTokens');
  const locale = useLocale();
  return {
    t,
    prefix: (token: ApiTokenView) => `${token.prefix}…`,
    scopes: (token: ApiTokenView) => token.scopes.map((scope) => t(`scopes.${SCOPE_KEY[scope]}.label`)),
    created: (token: ApiTokenView) => formatDate(token.createdAt, locale),
    createdBy: (token: ApiTokenView) => t('list.createdBy', { name: token.createdBy }),
    expires: (token: ApiTokenView) => (token.expiresAt ? formatDate(token.expiresAt, locale) : t('list.noExpiry')),
    lastUsed: (token: ApiTokenView) => (token.lastUsedAt ? formatDateTime(token.lastUsedAt, locale) : t('list.never')),
    lastIp: (token: ApiTokenView) => (token.lastUsedAt && token.lastUsedIp ? t('list.lastUsedFrom', { ip: token.lastUsedIp }) : null),
    today: (token: ApiTokenView) => formatCount(token.usage[0]?.calls ?? 0, locale),
    week: (token: ApiTokenView) => t('list.week', { count: token.usage.reduce((sum, day) => sum + day.calls, 0) }),
  };
}

function StateBadge({ token }: { token: ApiTokenView }) {
  const t = useTranslations('apiTokens');
  return (
    <Badge tone={STATE_TONE[token.state]} data-testid="api-token-state">
      {t(`states.${token.state}`)}
    </Badge>
  );
}

function RevokeButton({ token, busy, onRevoke }: { token: ApiTokenView; busy: boolean; onRevoke: (token: ApiTokenView) => void }) {
  const t = useTranslations('apiTokens');
  if (token.state !== 'active') return null;
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      aria-label={t('revoke.openLabel', { name: token.name })}
      onClick={() => onRevoke(token)}
      className="text-red-700 hover:border-red-600 hover:text-red-800"
    >
      {t('revoke.open')}
    </Button>
  );
}

function TokenTable({ tokens, busy, onRevoke }: Props) {
  const x = useTokenTexts();
  const { t } = x;
  const th = 'px-3 py-2.5 whitespace-nowrap';
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
      <table className="w-full text-left text-sm" data-testid="api-token-table">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold text-slate-600">
          <tr>
            <th scope="col" className={th}>
              {t('list.name')}
            </th>
            <th scope="col" className={th}>
              {t('list.scopes')}
            </th>
            <th scope="col" className={th}>
              {t('list.created')}
            </th>
            <th scope="col" className={th}>
              {t('list.expires')}
            </th>
            <th scope="col" className={th}>
              {t('list.lastUsed')}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {t('list.callsToday')}
            </th>
            <th scope="col" className={th}>
              {t('list.state')}
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">{t('revoke.open')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {tokens.map((token) => (
            <tr key={token.id} data-testid="api-token-row" data-prefix={token.prefix} className="align-top">
              <td className="px-3 py-3">
                <span className="block font-semibold break-words text-slate-900">{token.name}</span>
                <code className="mt-0.5 block font-mono text-xs whitespace-nowrap text-slate-600" data-testid="api-token-prefix">
                  {x.prefix(token)}
                </code>
              </td>
              <td className="px-3 py-3 text-slate-700">
                <ul className="grid gap-0.5 text-xs">
                  {x.scopes(token).map((label) => (
                    <li key={label}>{label}</li>
                  ))}
                </ul>
              </td>
              <td className="px-3 py-3 text-slate-700">
                <span className="block whitespace-nowrap">{x.created(token)}</span>
                <span className="block text-xs text-slate-600">{x.createdBy(token)}</span>
              </td>
              <td className="px-3 py-3 whitespace-nowrap text-slate-700">{x.expires(token)}</td>
              <td className="px-3 py-3 text-slate-700" data-testid="api-token-last-used">
                <span className="block whitespace-nowrap">{x.lastUsed(token)}</span>
                {x.lastIp(token) && <span className="block text-xs text-slate-600">{x.lastIp(token)}</span>}
              </td>
              <td className="px-3 py-3 text-right text-slate-700 tabular-nums">
                <span className="block" data-testid="api-token-calls-today">
                  {x.today(token)}
                </span>
                <span className="block text-xs whitespace-nowrap text-slate-600">{x.week(token)}</span>
              </td>
              <td className="px-3 py-3">
                <StateBadge token={token} />
              </td>
              <td className="px-3 py-3 text-right">
                <RevokeButton token={token} busy={busy} onRevoke={onRevoke} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TokenCards({ tokens, busy, onRevoke }: Props) {
  const x = useTokenTexts();
  const { t } = x;
  return (
    <ul className="grid gap-3 md:hidden" data-testid="api-token-cards">
      {tokens.map((token) => (
        <li key={token.id} data-testid="api-token-card" data-prefix={token.prefix} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 text-sm">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="grid min-w-0 gap-0.5">
              <span className="font-semibold break-words text-slate-900">{token.name}</span>
              <code className="font-mono text-xs break-all text-slate-600" data-testid="api-token-prefix">
                {x.prefix(token)}
              </code>
            </div>
            <StateBadge token={token} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-xs">
            <dt className="text-slate-500">{t('list.scopes')}</dt>
            <dd className="text-slate-800">{x.scopes(token).join(' · ')}</dd>
            <dt className="text-slate-500">{t('list.created')}</dt>
            <dd className="text-slate-800">
              {x.created(token)} · {x.createdBy(token)}
            </dd>
            <dt className="text-slate-500">{t('list.expires')}</dt>
            <dd className="text-slate-800">{x.expires(token)}</dd>
            <dt className="text-slate-500">{t('list.lastUsed')}</dt>
            <dd className="text-slate-800" data-testid="api-token-last-used">
              {x.lastUsed(token)}
              {x.lastIp(token) && <> · {x.lastIp(token)}</>}
            </dd>
            <dt className="text-slate-500">{t('list.callsToday')}</dt>
            <dd className="text-slate-800 tabular-nums">
              <span data-testid="api-token-calls-today">{x.today(token)}</span> · {x.week(token)}
            </dd>
          </dl>
          <div className="flex justify-end empty:hidden">
            <RevokeButton token={token} busy={busy} onRevoke={onRevoke} />
          </div>
        </li>
      ))}
    </ul>
  );
}
