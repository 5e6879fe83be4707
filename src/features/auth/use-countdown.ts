'use client';

import { useEffect, useState } from 'react';
import { SMS_RESEND_SECONDS } from '@/contracts/accounts';

/**
 * Seconds left (0 when idle) and `start(seconds)`. After an SMS send the button counts
 * down 60 s; `start` takes a longer wait when the server asks for one. Ticks once a second; stops at 0.
 */
export function useCountdown(): { left: number; start: (seconds?: number) => void } {
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
    start: (seconds = SMS_RESEND_SECONDS) => {
      const t = Date.now();
      setNow(t);
      setEndsAt(t + Math.max(SMS_RESEND_SECONDS, seconds) * 1000);
    },
  };
}
