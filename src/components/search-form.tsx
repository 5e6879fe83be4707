'use client';

import { useId, type ComponentPropsWithoutRef, type ReactNode, type RefObject } from 'react';
import { requestSignIn } from '@/client/request-sign-in';
import { isSignedIn, userAccountStore } from '@/client/user-account-store';
import { useRouter } from '@/i18n/navigation';
import { newSearchId } from '@/lib/search-id';
import { cn } from './ui/cn';
import { inputClasses } from './ui/input';

export const SEARCH_KEYWORD_MAX = 100;

export type SearchFormLabels = { label: string; placeholder: string; button: string };

export type SearchInputProps = { 'data-testid'?: string } & Omit<
  ComponentPropsWithoutRef<'input'>,
  'id' | 'name' | 'type' | 'maxLength' | 'autoComplete' | 'enterKeyHint' | 'placeholder' | 'className'
>;

const looks = {
  header: {
    form: 'relative flex h-11 w-full min-w-0 items-stretch',
    input:
      'min-w-0 flex-1 rounded-l-md border-2 border-r-0 border-brand-700 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-400 ' +
      'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-300 sm:px-4',
    button:
      'inline-flex shrink-0 items-center gap-2 rounded-r-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-6',
    buttonText: 'max-lg:sr-only',
  },
  hero: {
    form: 'hidden w-full max-w-2xl gap-2 sm:flex',
    input: cn(inputClasses, 'h-12 flex-1 text-base'),
    button:
      'inline-flex h-12 shrink-0 items-center justify-center gap-2 rounded-md bg-amber-400 px-6 text-base font-semibold text-slate-950 ' +
      'transition-colors hover:bg-amber-300 active:bg-amber-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
    buttonText: undefined,
  },
};

export type SearchFormProps = {
  labels: SearchFormLabels;
  /** The header's bar or the home page's larger prompt: the same form, two looks. */
  look: keyof typeof looks;
  /** Localised /products path: without JavaScript the form is a plain GET there. */
  action?: string;
  inputRef: RefObject<HTMLInputElement | null>;
  /** What the input adds: the header's combobox attributes and its controlled value. */
  inputProps?: SearchInputProps;
  /** Runs instead of the keyword search (the header looks a VIN up); only for a signed-in buyer with text. */
  onSearch?: (keyword: string) => void;
  busy?: boolean;
  /** Shown below the field: the header's suggestions and VIN messages. */
  children?: ReactNode;
  className?: string;
};

/**
 * The storefront's one search form. Search needs an account: a visitor who submits gets
 * the sign-in dialog; empty text puts the cursor back; a signed-in buyer goes to /products with the
 * keyword and a fresh searchId. The session is read at submit time: the page may be cached HTML.
 */
export function SearchForm({
  labels,
  look,
  action,
  inputRef,
  inputProps,
  onSearch,
  busy,
  children,
  className,
}: SearchFormProps) {
  const id = useId();
  const router = useRouter();
  const style = looks[look];

  return (
    <form
      role="search"
      aria-label={labels.label}
      method="get"
      action={action}
      className={cn(style.form, className)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!isSignedIn(userAccountStore.getState())) {
          requestSignIn('search');
          return;
        }
        const keyword = inputRef.current?.value.trim() ?? '';
        if (!keyword) {
          inputRef.current?.focus();
          return;
        }
        if (onSearch) onSearch(keyword);
        else router.push({ pathname: '/products', query: { keyword, searchId: newSearchId() } });
      }}
    >
      <label htmlFor={id} className="sr-only">
        {labels.label}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="keyword"
        type="search"
        maxLength={SEARCH_KEYWORD_MAX}
        autoComplete="off"
        enterKeyHint="search"
        placeholder={labels.placeholder}
        className={style.input}
        {...inputProps}
      />
      <button type="submit" aria-busy={busy} className={style.button}>
        <svg
          aria-hidden="true"
          focusable="false"
          viewBox="0 0 24 24"
          width="18"
          height="18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className={style.buttonText}>{labels.button}</span>
      </button>
      {children}
    </form>
  );
}
