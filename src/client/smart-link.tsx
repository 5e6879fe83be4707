'use client';

import { useSyncExternalStore, type ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';
import { connectionSavesData, subscribeConnection } from './connection-saves-data';

export type SmartLinkProps = ComponentProps<typeof Link>;

/**
 * next-intl's locale-aware Link that does not prefetch on data-saver or 2g connections (spec §9).
 * Use it for every internal link. The server snapshot keeps the caller's prefetch setting, so the
 * markup is identical on both sides; only the client decides about prefetching.
 */
export function SmartLink({ prefetch, ...props }: SmartLinkProps) {
  const savesData = useSyncExternalStore(subscribeConnection, connectionSavesData, () => false);
  return <Link prefetch={savesData ? false : prefetch} {...props} />;
}
