import { useCallback, useEffect, useState } from 'react';
import { useUserAccount } from '@/client/user-account-store';
import { useIsClient } from '@/client/use-is-client';

export type Loaded<T> = { status: 'loading' | 'error' | 'ready'; data: T | null; reload: () => void };

/**
 * What `load` answers for `key`, fetched in the browser with the buyer's token (the page itself is
 * cached for everyone). The last answer stays on screen while the next one loads.
 */
export function useLoaded<T>(key: string, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const isClient = useIsClient();
  const { token } = useUserAccount();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; failed: boolean; data: T | null }>({ key: '', failed: false, data: null });
  const fullKey = `${key}|${attempt}`;

  useEffect(() => {
    if (!isClient || !token) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setAnswer({ key: fullKey, failed: false, data }),
      () => !controller.signal.aborted && setAnswer((a) => ({ key: fullKey, failed: true, data: a.data })),
    );
    return () => controller.abort();
    // `load` is keyed by `key`: a new function with the same key is the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isClient, token, fullKey]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const status = answer.key !== fullKey ? 'loading' : answer.failed ? 'error' : 'ready';
  return { status, data: answer.data, reload };
}
