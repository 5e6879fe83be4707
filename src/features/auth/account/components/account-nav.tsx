'use client';

import { useSelectedLayoutSegment } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { SmartLink } from '@/client/smart-link';
import { useUserAccount } from '@/client/user-account-store';
import { cn } from '@/components/ui/cn';
import { ACCOUNT_SECTIONS, accountSectionHref, OWNER_SECTIONS, type AccountSection } from '../account-sections';

/**
 * The account side navigation. The active item comes from the route segment below the account
 * layout (not the URL, which the proxy rewrites), so it is right on the server and in the browser.
 * Phones get one horizontally scrolling row; wider screens a column beside the page.
 */
export function AccountNav({ label, items }: { label: string; items: Record<AccountSection, string> }) {
  const active = useSelectedLayoutSegment();
  const listRef = useRef<HTMLUListElement>(null);
  // The owner's sections stay in the cached HTML; a colleague's browser leaves them out (the page explains anyway).
  const colleague = useUserAccount().userInfo?.companyRole === 'buyer';
  const sections = ACCOUNT_SECTIONS.filter((section) => !(colleague && OWNER_SECTIONS.includes(section)));

  // Phones: bring the active item into the scrolled row (only the row moves, never the page).
  useEffect(() => {
    const list = listRef.current;
    const item = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !item || list.scrollWidth <= list.clientWidth) return;
    const box = list.getBoundingClientRect();
    const { left, right } = item.getBoundingClientRect();
    if (left < box.left) list.scrollLeft -= box.left - left + 16;
    else if (right > box.right) list.scrollLeft += right - box.right + 16;
  }, [active]);

  return (
    <nav aria-label={label} data-testid="account-nav" className="md:w-52 md:shrink-0">
      <ul
        ref={listRef}
        className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 [scrollbar-width:thin] sm:mx-0 sm:px-0 md:flex-col md:overflow-visible md:pb-0"
      >
        {sections.map((section) => {
          const current = section === active;
          return (
            <li key={section} className="shrink-0">
              <SmartLink
                href={accountSectionHref(section)}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex h-10 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
                  current
                    ? 'bg-brand-50 text-brand-800 md:border-l-4 md:border-brand-700 md:pl-2'
                    : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
                )}
              >
                {items[section]}
              </SmartLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
