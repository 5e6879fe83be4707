'use client';

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { requestSignIn } from '@/client/request-sign-in';
import { useFetched } from '@/client/use-fetched';
import { isSignedIn, userAccountStore, useUserAccount } from '@/client/user-account-store';
import { SearchForm } from '@/components/search-form';
import { cn } from '@/components/ui/cn';
import { usePathname, useRouter } from '@/i18n/navigation';
import { newSearchId } from '@/lib/search-id';
import type { SearchBoxLabels } from '../search-box-labels';
import { orderSuggestions, suggestionHref, type BoxOption } from '../suggestion-options';
import { vinFromInput } from '../vin-shape';
import { SuggestionList } from './suggestion-list';
import { useVinLookup } from '../use-vin-lookup';

/** The spec's remote select: suggestions are asked for once typing pauses this long. */
export const SUGGEST_DEBOUNCE_MS = 300;

/** Resolves after `ms`, or rejects at once when the ask is aborted (a newer keystroke). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      window.clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/**
 * The header's search: a combobox (WAI-ARIA 1.2 pattern) suggesting categories, brands, part
 * numbers and products as a signed-in buyer types; arrows move through them, Enter takes one (or
 * searches the text), Escape closes the list, then clears. A VIN (17 characters, no I, O, Q) is
 * looked up instead: its vehicle becomes "my vehicle" and its parts are shown. Search requires an
 * account: a visitor who types or submits gets the sign-in dialog.
 */
export function SearchBox({ labels, className }: { labels: SearchBoxLabels; className?: string }) {
  const id = useId();
  const listId = `${id}-list`;
  const messageId = `${id}-message`;
  const input = useRef<HTMLInputElement>(null);
  const router = useRouter();
  const pathname = usePathname();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const askedToSignIn = useRef(false);
  const vin = vinFromInput(text);
  const lookup = useVinLookup(labels);

  // On the results page, show the keyword searched (read after mount: the header is cached HTML).
  useEffect(() => {
    if (pathname !== '/products') return;
    const keyword = new URLSearchParams(window.location.search).get('keyword') ?? '';
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address is outside React
    setText(keyword);
  }, [pathname]);

  // Suggestions once typing pauses; a newer keystroke cancels the pending ask and its answer. The
  // header is on every budgeted page: the shared small loader, not react-query (see use-fetched.ts).
  const q = text.trim();
  const signedIn = isSignedIn(useUserAccount());
  const suggestions = useFetched(q && !vin && signedIn ? q : null, (signal) =>
    pause(SUGGEST_DEBOUNCE_MS, signal)
      .then(() => import('../search-calls'))
      .then(({ fetchSuggestions }) => fetchSuggestions(q.slice(0, 60), signal)),
  );

  // No suggestions is an answer too (a failure shows none); the keyword can still be searched.
  const options: BoxOption[] = vin
    ? [{ kind: 'vin', label: vin, value: vin }]
    : suggestions.data
      ? orderSuggestions(suggestions.data.items, suggestions.data.did_you_mean)
      : [];
  const expanded = open && options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  function requireAccount(): boolean {
    if (isSignedIn(userAccountStore.getState())) return true;
    requestSignIn('search');
    return false;
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function searchFor(keyword: string, extra: Record<string, string> = {}) {
    close();
    router.push({ pathname: '/products', query: { keyword, ...extra, searchId: newSearchId() } });
  }

  function choose(option: BoxOption) {
    if (!requireAccount()) return;
    if (option.kind === 'vin') {
      close();
      void lookup.run(option.value, (href) => router.push(href));
      return;
    }
    const href = suggestionHref(option);
    if (href) {
      close();
      setText(option.kind === 'product' ? '' : option.label);
      router.push(href);
      return;
    }
    setText(option.value);
    searchFor(option.value, option.kind === 'brand' ? { brand: option.value } : {});
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Keys that confirm a Chinese input method's candidate belong to the input method.
    if (event.nativeEvent.isComposing) return;
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (!expanded || i >= count - 1 ? 0 : i + 1));
        break;
      case 'ArrowUp':
        if (count === 0) return;
        event.preventDefault();
        setOpen(true);
        setActive((i) => (!expanded || i <= 0 ? count - 1 : i - 1));
        break;
      case 'Enter':
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          choose(options[active]);
        }
        break;
      case 'Escape':
        if (expanded) {
          event.preventDefault();
          close();
        } else if (text) {
          event.preventDefault();
          setText('');
          lookup.clear();
        }
        break;
      case 'Tab':
        close();
        break;
    }
  }

  return (
    <SearchForm
      look="header"
      labels={labels}
      className={className}
      inputRef={input}
      busy={lookup.busy}
      onSearch={(keyword) => (vin ? choose({ kind: 'vin', label: vin, value: vin }) : searchFor(keyword))}
      inputProps={{
        role: 'combobox',
        'aria-autocomplete': 'list',
        'aria-expanded': expanded,
        'aria-controls': listId,
        'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
        'aria-describedby': lookup.message ? messageId : undefined,
        'aria-invalid': lookup.failed || undefined,
        value: text,
        onChange: (event) => {
          setText(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
          lookup.clear();
          if (!askedToSignIn.current && !isSignedIn(userAccountStore.getState())) {
            askedToSignIn.current = true;
            requireAccount();
          }
        },
        onFocus: () => setOpen(true),
        onBlur: close,
        onKeyDown,
      }}
    >
      <SuggestionList
        id={listId}
        options={options}
        expanded={expanded}
        active={active}
        optionId={optionId}
        labels={labels}
        onChoose={choose}
        onHover={setActive}
      />
      {lookup.message && (
        <p
          id={messageId}
          role={lookup.failed ? 'alert' : 'status'}
          className={cn(
            'absolute top-full right-0 left-0 z-40 mt-1 rounded-md border px-3 py-2 text-sm shadow-md',
            lookup.failed
              ? 'border-red-200 bg-red-50 text-red-800'
              : 'border-slate-200 bg-white text-slate-700',
          )}
          data-testid="vin-message"
        >
          {lookup.message}
        </p>
      )}
    </SearchForm>
  );
}
