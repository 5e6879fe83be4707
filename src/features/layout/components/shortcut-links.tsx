'use client';

import type { MouseEvent, ReactNode } from 'react';
import { emit, type AppEvents } from '@/client/event-bus';
import { SmartLink } from '@/client/smart-link';
import { isSignedIn, userAccountStore, useUserAccount, type StoredUserInfo } from '@/client/user-account-store';
import { cn } from '@/components/ui/cn';
import type { HeaderLabels } from '../header-labels';
import { CrownIcon, HeartIcon, InquiryIcon } from './icons';
import { useInquiryBasketCount } from '@/client/inquiry-basket-store';
import { useCurrentLocale } from '@/i18n/navigation';
import { pluralText } from '@/lib/plural-text';
import { InquiryBasketBadge } from './inquiry-basket-count';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

type Reason = AppEvents['signin:open']['reason'];

/** Visitors are sent to sign-in. Read at click time, so the cached markup is the same for all. */
function guard(reason: Reason) {
  return (event: MouseEvent) => {
    if (isSignedIn(userAccountStore.getState())) return false;
    event.preventDefault();
    emit('signin:open', { reason });
    return true;
  };
}

/** The membership level the stored user info (GET /api/info) says is in force; 0 for none or expired. */
function levelInForce(userInfo: StoredUserInfo | null): number {
  const level = userInfo?.membershipLevel;
  const expires = userInfo?.membershipExpiresAt;
  if (typeof level !== 'number' || level <= 0) return 0;
  return typeof expires === 'string' && Date.parse(expires) <= Date.now() ? 0 : level;
}

const itemClasses =
  'group inline-flex items-center gap-2 whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-800 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * Favourites, inquiry list and membership upgrade. `layout="bar"` for the header (labels hide on
 * small screens), `layout="list"` for the mobile menu.
 */
export function ShortcutLinks({
  labels,
  layout = 'bar',
  className,
}: {
  labels: HeaderLabels['shortcuts'];
  layout?: 'bar' | 'list';
  className?: string;
}) {
  const labelClass = layout === 'bar' ? 'max-xl:sr-only' : undefined;
  const locale = useCurrentLocale();
  const basketCount = useInquiryBasketCount();
  const userInfo = useUserAccount().userInfo;
  const level = levelInForce(userInfo);
  // The plan's own name ("Annual membership"); the level number only from a cookie written before names were sent.
  const planName = userInfo?.membershipPlanTitle?.[locale] ?? labels.memberLevel.replace('#', String(level));
  // "Inquiries (3 items in basket)": the visible word, then the count for screen readers (the badge
  // itself is hidden), so the link's name still starts with what it shows (WCAG 2.5.3).
  const basketPhrase = basketCount ? (
    <VisuallyHidden>{pluralText(labels.inquiryCount, basketCount, locale)}</VisuallyHidden>
  ) : null;
  const item = cn(itemClasses, layout === 'list' && 'w-full px-3 py-2.5 text-base');

  const link = (href: string, reason: Reason, icon: ReactNode, label: string, extra?: ReactNode) => (
    <li>
      {/* Private pages: never prefetched. */}
      <SmartLink
        href={href}
        prefetch={false}
        className={cn(item, 'relative')}
        onClick={guard(reason)}
        title={layout === 'bar' ? label : undefined}
      >
        {icon}
        <span className={labelClass}>{label}</span>
        {extra}
      </SmartLink>
    </li>
  );

  return (
    <ul className={cn(layout === 'bar' ? 'flex items-center gap-0.5' : 'grid gap-1', className)}>
      {link('/user/favorite', 'favorites', <HeartIcon />, labels.favorites)}
      {link(
        '/user/inquiry',
        'inquiry',
        <InquiryIcon />,
        labels.inquiry,
        <>
          <InquiryBasketBadge />
          {basketPhrase}
        </>,
      )}
      <li>
        <button
          type="button"
          data-closes-menu
          // In the phone menu a long plan name wraps under the entry instead of running past the sheet's edge.
          className={cn(item, 'text-amber-700 hover:bg-amber-50 hover:text-amber-800', layout === 'list' && 'flex-wrap text-left whitespace-normal')}
          title={layout === 'bar' ? labels.upgradeLong : undefined}
          onClick={(event) => {
            if (!guard('upgrade')(event)) emit('upgrade:open', {});
          }}
        >
          <CrownIcon />
          <span className={labelClass}>{layout === 'bar' ? labels.upgrade : labels.upgradeLong}</span>
          {level > 0 && (
            <span className={cn('rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900', layout === 'bar' && 'max-w-40 truncate')}>
              {planName}
            </span>
          )}
        </button>
      </li>
    </ul>
  );
}
