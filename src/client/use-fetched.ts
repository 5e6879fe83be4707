'use client';

import { useCallback, useEffect, useEffectEvent, useState } from 'react';

/*
 * Why this exists beside react-query (docs/decisions/0065): the home, category and product pages have
 * a script budget of 150 KiB each (bench/lib/targets.ts), and the islands on them that load data (the
 * header's search suggestions, the product page's vehicle fit) would bring @tanstack/react-query into
 * every one of those pages' first load. The build's manifests show those pages already close to the
 * budget and the library's chunk too large to fit beside it (the search results page grew noticeably
 * when its loader moved to it). So those islands, and only those, load with this hook; every other page
 * uses a feature's queryOptions.
 */

export type Fetched<T> = {
  /** `idle`: no key, nothing asked. `loading`: the answer for this key has not come yet. */
  status: 'idle' | 'loading' | 'error' | 'ready';
  /** The answer for the current key (null until it comes, or after a failure). */
  data: T | null;
  /** Asks again for the current key. */
  reload: () => void;
};

type Answer<T> = { key: string; attempt: number; failed: boolean; data: T | null };

/**
 * One answer of `fetcher` for `key` (null: ask nothing), fetched after mount and again whenever the
 * key changes; a change of key or unmount aborts the call under way, and its answer is never shown.
 * The fetcher reads the values the key names; it is not itself a reason to ask again.
 */
export function useFetched<T>(key: string | null, fetcher: (signal: AbortSignal) => Promise<T>): Fetched<T> {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  const fetchNow = useEffectEvent(fetcher);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    fetchNow(controller.signal).then(
      (data) => !controller.signal.aborted && setAnswer({ key, attempt, failed: false, data }),
      () => !controller.signal.aborted && setAnswer({ key, attempt, failed: true, data: null }),
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  if (key === null) return { status: 'idle', data: null, reload };
  if (!answer || answer.key !== key || answer.attempt !== attempt) return { status: 'loading', data: null, reload };
  return { status: answer.failed ? 'error' : 'ready', data: answer.data, reload };
}
