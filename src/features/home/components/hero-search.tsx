'use client';

import { useId, useRef } from 'react';
import { isSignedIn, userAccountStore } from '@/client/user-account-store';
import { Input } from '@/components/ui/input';
import { useRouter } from '@/i18n/navigation';
import { newSearchId } from '@/lib/search-id';
import { requestSignIn } from '@/client/request-sign-in';

export type HeroSearchProps = {
  /** Localised /products path: the form still works as a plain GET without JavaScript. */
  action: string;
  labels: { label: string; placeholder: string; button: string };
};

/**
 * The hero's search prompt. Search needs an account (spec §5), so a visitor gets the sign-in
 * dialog; a signed-in buyer goes to /products with the keyword and a fresh searchId.
 */
export function HeroSearch({ action, labels }: HeroSearchProps) {
  const id = useId();
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);

  return (
    <form
      role="search"
      method="get"
      action={action}
      className="hidden w-full max-w-2xl gap-2 sm:flex"
      onSubmit={(event) => {
        event.preventDefault();
        const keyword = input.current?.value.trim() ?? '';
        if (!keyword) {
          input.current?.focus();
          return;
        }
        // Read the store at submit time: the hero is cached HTML, the session lives in a cookie.
        if (!isSignedIn(userAccountStore.getState())) {
          requestSignIn('search');
          return;
        }
        router.push({ pathname: '/products', query: { keyword, searchId: newSearchId() } });
      }}
    >
      <label htmlFor={id} className="sr-only">
        {labels.label}
      </label>
      <Input
        ref={input}
        id={id}
        name="keyword"
        type="search"
        required
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={labels.placeholder}
        className="h-12 flex-1 text-base"
        data-testid="hero-search-input"
      />
      <button
        type="submit"
        className={
          'inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-md bg-amber-400 px-6 text-base font-semibold text-slate-950 ' +
          'transition-colors hover:bg-amber-300 active:bg-amber-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
        }
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="18" height="18">
          <circle cx="8.5" cy="8.5" r="5.5" fill="none" stroke="currentColor" strokeWidth="2" />
          <path d="m13 13 4 4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {labels.button}
      </button>
    </form>
  );
}
