'use client';

import { useEffect, useId, useRef } from 'react';
import { emit } from '@/client/event-bus';
import { isSignedIn, userAccountStore } from '@/client/user-account-store';
import { cn } from '@/components/ui/cn';
import { usePathname, useRouter } from '@/i18n/navigation';
import { newSearchId } from '@/lib/search-id';
import type { HeaderLabels } from '../header-labels';
import { SearchIcon } from './icons';

/**
 * The header's keyword search. Search requires an account (spec §5): a visitor gets the sign-in
 * dialog; a signed-in buyer goes to /products?keyword=…&searchId=… (a fresh id per search, so the
 * same keyword searched twice is still a new search).
 */
export function HeaderSearch({ labels, className }: { labels: HeaderLabels['search']; className?: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const pathname = usePathname();

  // On the results page, show the keyword searched (read after mount: the header is cached HTML).
  useEffect(() => {
    if (pathname !== '/products' || !input.current) return;
    input.current.value = new URLSearchParams(window.location.search).get('keyword') ?? '';
  }, [pathname]);

  return (
    <form
      role="search"
      aria-label={labels.label}
      className={cn('flex h-11 w-full min-w-0 items-stretch', className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSignedIn(userAccountStore.getState())) {
          emit('signin:open', { reason: 'search' });
          return;
        }
        const keyword = input.current?.value.trim() ?? '';
        router.push(`/products?keyword=${encodeURIComponent(keyword)}&searchId=${newSearchId()}`);
      }}
    >
      <label htmlFor={id} className="sr-only">
        {labels.label}
      </label>
      <input
        ref={input}
        id={id}
        name="keyword"
        type="search"
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={labels.placeholder}
        className={
          'min-w-0 flex-1 rounded-l-md border-2 border-r-0 border-brand-700 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 ' +
          'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-300 sm:px-4'
        }
      />
      <button
        type="submit"
        className="inline-flex shrink-0 items-center gap-2 rounded-r-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-6"
      >
        <SearchIcon size={18} />
        <span className="max-lg:sr-only">{labels.button}</span>
      </button>
    </form>
  );
}
