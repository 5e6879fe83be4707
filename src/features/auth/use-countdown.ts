'use client';

import { useEffect, useState } from 'react';

/** Spec §9: after sending an SMS code the button counts down 60 s, then re-enables. */
export const SMS_RESEND_SECONDS = 60;

/** Seconds left (0 when idle) and `start()`. Ticks once a second; stops at 0. */
export function useCountdown(seconds = SMS_RESEND_SECONDS): { left: number; start: () => void } {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const id = window.setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= endsAt) {
        window.clearInterval(id);
        setEndsAt(null);
      }
    }, 1000);
    return () => window.clearInterval(id);
  }, [endsAt]);

  const left = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return {
    left,
    start: () => {
      const t = Date.now();
      setNow(t);
      setEndsAt(t + seconds * 1000);
    },
  };
}
