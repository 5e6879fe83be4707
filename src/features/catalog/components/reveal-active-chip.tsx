'use client';

import { useEffect } from 'react';

/**
 * On phones the chips scroll sideways; a child category's own chip may sit off screen. After
 * mount, scroll the strip (not the page) so the current chip shows. Renders nothing.
 */
export function RevealActiveChip({ stripId }: { stripId: string }) {
  useEffect(() => {
    const strip = document.getElementById(stripId);
    const active = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !active || strip.scrollWidth <= strip.clientWidth) return;
    // The strip is position:relative, so offsetLeft is measured from its own left edge.
    strip.scrollLeft = active.offsetLeft - 16;
  }, [stripId]);
  return null;
}
