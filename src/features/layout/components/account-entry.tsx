'use client';

import { emit } from '@/client/event-bus';
import { lazyIsland } from '@/client/lazy-island';
import { isSignedIn, useUserAccount } from '@/client/user-account-store';
import { useIsClient } from '@/client/use-is-client';
import { cn } from '@/components/ui/cn';
import { withIntl } from '@/i18n/with-intl';
import type { HeaderLabels } from '../header-labels';
import { UserIcon } from './icons';

// Radix's menu is only needed by signed-in buyers: visitors never download it.
// withIntl: the menu translates in the browser, so next-intl's provider loads with it.
const AccountDropdown = lazyIsland(
  () => withIntl(import('./account-dropdown').then((m) => m.AccountDropdown)),
  <span className="block size-full" />,
);

/** Fixed box: the placeholder, the visitor button and the signed-in menu all take the same space (CLS 0). */
const box = { full: 'h-10 w-[11.5rem]', icon: 'size-10' } as const;

/**
 * The account slot. The page is cached for everyone, so the session is read only after mount;
 * until then an empty box of the final size holds the place.
 */
export function AccountEntry({
  labels,
  variant = 'full',
  className,
}: {
  labels: HeaderLabels['account'];
  variant?: 'full' | 'icon';
  className?: string;
}) {
  const isClient = useIsClient();
  const account = useUserAccount();

  if (!isClient)
    return <span aria-hidden="true" className={cn('inline-block shrink-0', box[variant], className)} />;
  if (isSignedIn(account)) {
    return (
      <span className={cn('inline-block shrink-0', box[variant], className)}>
        <AccountDropdown variant={variant} userInfo={account.userInfo} />
      </span>
    );
  }
  return (
    <button
      type="button"
      onClick={() => emit('signin:open', { reason: 'account' })}
      aria-label={variant === 'icon' ? labels.signIn : undefined}
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        variant === 'full'
          ? 'border border-slate-300 bg-white px-3 text-slate-800 hover:border-brand-600 hover:text-brand-700'
          : 'text-slate-700 hover:bg-slate-100',
        box[variant],
        className,
      )}
    >
      <UserIcon size={variant === 'full' ? 18 : 22} />
      {variant === 'full' && <span className="truncate">{labels.signIn}</span>}
    </button>
  );
}
