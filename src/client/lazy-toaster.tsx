'use client';

import { useEffect, useState } from 'react';
import type { ToasterProps } from 'sonner';
import { lazyIsland } from './lazy-island';
import { onToasterRequest, requestToaster } from './toaster-request';

const Toaster = lazyIsland<ToasterProps>(() => import('sonner').then((m) => m.Toaster));

/**
 * sonner's Toaster, mounted when something asks for it (see toaster-request.ts) or on the visitor's
 * first interaction (a safety net for toasts from code that does not go through api-request), so
 * pages that never toast do not download it.
 */
export function LazyToaster(props: ToasterProps) {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const off = onToasterRequest(() => setWanted(true));
    const onInteraction = () => requestToaster();
    window.addEventListener('pointerdown', onInteraction, { once: true, passive: true });
    window.addEventListener('keydown', onInteraction, { once: true, passive: true });
    return () => {
      off();
      window.removeEventListener('pointerdown', onInteraction);
      window.removeEventListener('keydown', onInteraction);
    };
  }, []);

  return wanted ? <Toaster {...props} /> : null;
}
