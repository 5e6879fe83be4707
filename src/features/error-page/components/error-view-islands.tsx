'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { on } from '@/client/event-bus';
import { useIsClient } from '@/client/use-is-client';

/**
 * The public path as the browser shows it, read on the client: the 404 page is cached, and the
 * proxy's internal path (/zh/us/...) is not what the buyer typed.
 */
export function RequestedPath() {
  const pathname = usePathname();
  return useIsClient() ? pathname : '\u00a0';
}

/** After `login:ok` the page reloads, so a 401 page turns into the page the buyer wanted. */
export function ReloadAfterSignIn() {
  useEffect(() => on('login:ok', () => window.location.reload()), []);
  return null;
}
