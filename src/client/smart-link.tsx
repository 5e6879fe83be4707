'use client';

import { useState, useSyncExternalStore, type ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import { connectionSavesData, subscribeConnection } from './connection-saves-data';

export type SmartLinkProps = ComponentProps<typeof Link>;

/**
 * The locale-aware Link for internal links inside client islands (markup rendered on the server
 * uses PageLink, i18n/page-link.tsx: no client component per link, ADR 0053). Prefetching starts when the visitor shows intent
 * (pointer over, focus, touch) rather than for every link in the viewport: a catalogue page holds
 * dozens of links and prefetching them all was a third of the home page's main-thread work on a
 * phone (ADR 0010). Never on data-saver or 2g connections; `prefetch={false}` from the
 * caller still means never. The server snapshot renders the same markup on both sides.
 */
export function SmartLink({ prefetch, onPointerEnter, onFocus, onTouchStart, ...props }: SmartLinkProps) {
  const savesData = useSyncExternalStore(subscribeConnection, connectionSavesData, () => false);
  const [intent, setIntent] = useState(false);
  const allowed = prefetch !== false && !savesData;
  return (
    <Link
      {...props}
      prefetch={allowed && intent ? prefetch : false}
      onPointerEnter={(e) => {
        if (allowed) setIntent(true);
        onPointerEnter?.(e);
      }}
      onFocus={(e) => {
        if (allowed) setIntent(true);
        onFocus?.(e);
      }}
      onTouchStart={(e) => {
        if (allowed) setIntent(true);
        onTouchStart?.(e);
      }}
    />
  );
}
