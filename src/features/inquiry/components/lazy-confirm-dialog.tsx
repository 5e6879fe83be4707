'use client';

import type { ComponentProps } from 'react';
import { lazyIsland } from '@/client/lazy-island';
import type { ConfirmDialog as Dialog } from '@/components/ui/confirm-dialog';

// Radix Dialog loads when a decision is first asked for, not with the inquiry pages.
const ConfirmDialog = lazyIsland(() => import('@/components/ui/confirm-dialog').then((m) => m.ConfirmDialog));

/** ConfirmDialog, mounted (and its code fetched) only while open. */
export function LazyConfirmDialog(props: ComponentProps<typeof Dialog>) {
  return props.open ? <ConfirmDialog {...props} /> : null;
}
