'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { toast } from 'sonner';
import { apiRequest } from '@/client/api-request';
import { emit } from '@/client/event-bus';
import { SmartLink } from '@/client/smart-link';
import { userAccount, type StoredUserInfo } from '@/client/user-account-store';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useRouter } from '@/i18n/navigation';
import { ChevronDownIcon, LogoutIcon, UserIcon } from './icons';

function displayName(userInfo: StoredUserInfo | null): string | null {
  const name = userInfo?.name;
  return typeof name === 'string' && name.trim() ? name.trim() : null;
}

function companyName(userInfo: StoredUserInfo | null): string | null {
  const company = userInfo?.company;
  return typeof company === 'string' && company.trim() ? company.trim() : null;
}

/**
 * Signed-in account menu: the company (and "colleague" for one who is not its main account), profile,
 * orders, the team and API access for the main account, sign out (after a confirmation).
 */
export function AccountDropdown({
  variant,
  userInfo,
}: {
  variant: 'full' | 'icon';
  userInfo: StoredUserInfo | null;
}) {
  const t = useTranslations('header');
  const tLogin = useTranslations('userLogin');
  const tCommon = useTranslations('common');
  const router = useRouter();
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const name = displayName(userInfo) ?? t('account');
  const company = companyName(userInfo);
  const colleague = userInfo?.companyRole === 'buyer';

  const logout = async () => {
    if (leaving) return;
    setLeaving(true);
    // End the session on the server too; signing out locally must work even when that call fails.
    await apiRequest('POST', '/api/logout', { quiet: true, endingSession: true }).catch(() => undefined);
    setLeaving(false);
    setConfirming(false);
    userAccount.logout();
    toast.success(tLogin('logoutSuccess'));
    router.replace('/');
    emit('logout:ok', { reason: 'user' });
  };

  return (
    <>
      {/* Not modal: a menu leaves the page readable (a modal one hides the page, focusable links included, from assistive tech). */}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger
          // The full button is named by the visible name plus a hidden "account menu" (WCAG 2.5.3); the icon has no text to show.
          aria-label={variant === 'icon' ? t('accountMenu') : undefined}
          className={cn(
            'inline-flex size-full items-center justify-center gap-2 rounded-md text-sm font-medium text-slate-800 transition-colors hover:bg-slate-100',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=open]:bg-slate-100',
            variant === 'full' && 'border border-slate-300 px-3',
          )}
        >
          <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
            <UserIcon size={16} />
          </span>
          {variant === 'full' && (
            <>
              <span className="min-w-0 flex-1 truncate text-left">
                {t.rich('accountMenuFor', {
                  name,
                  hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                })}
              </span>
              <ChevronDownIcon size={16} className="shrink-0 text-slate-500" />
            </>
          )}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {company && (
            <>
              <DropdownMenuLabel data-testid="account-menu-company" className="max-w-64 text-sm break-words text-slate-700">
                {colleague ? t('companyRole', { company }) : company}
              </DropdownMenuLabel>
              <DropdownMenuSeparator />
            </>
          )}
          <DropdownMenuItem asChild>
            <SmartLink href="/user/profile" prefetch={false}>
              {t('profile')}
            </SmartLink>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <SmartLink href="/user/order" prefetch={false}>
              {t('orders')}
            </SmartLink>
          </DropdownMenuItem>
          {!colleague && (
            <DropdownMenuItem asChild>
              <SmartLink href="/user/team" prefetch={false}>
                {t('team')}
              </SmartLink>
            </DropdownMenuItem>
          )}
          {!colleague && (
            <DropdownMenuItem asChild>
              <SmartLink href="/user/api" prefetch={false}>
                {t('apiAccess')}
              </SmartLink>
            </DropdownMenuItem>
          )}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setConfirming(true)}>
            <LogoutIcon size={16} />
            {t('logout')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>

      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent className="sm:max-w-sm" closeLabel={tCommon('close')}>
          <DialogTitle>{t('logoutConfirmTitle')}</DialogTitle>
          <DialogDescription className="mt-2">{t('logoutConfirm')}</DialogDescription>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(false)}>
              {tCommon('cancel')}
            </Button>
            <Button onClick={logout} disabled={leaving} aria-busy={leaving || undefined}>
              {t('logout')}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </>
  );
}
