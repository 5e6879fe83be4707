'use client';

import { useEffect, useState } from 'react';

/**
 * For a console modal that is mounted only while open: antd returns focus to the opener when a kept
 * modal's `open` turns false, but not when the whole modal unmounts. This remembers what had focus
 * when the component first rendered (before the modal takes focus) and puts focus back on unmount.
 */
export function useReturnFocus(): void {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(
    () => () => {
      if (opener instanceof HTMLElement && opener.isConnected) requestAnimationFrame(() => opener.focus({ preventScroll: true }));
    },
    [opener],
  );
}
