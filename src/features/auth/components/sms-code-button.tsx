'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import type { SmsPurpose } from '@/contracts/accounts';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { sendSmsCode } from '../auth-calls';
import { useCountdown } from '../use-countdown';
import { smsPhoneProblem } from '../sms-phone';

/**
 * "Send code" for the register and reset forms: checks the number (optional +86/0086),
 * POST /api/send/sms, toasts `sendSuccess`, then stays disabled for 60 s (or the server's longer
 * wait) showing the seconds left. Refusals (429 too soon / too many) are toasted by apiRequest.
 * The phone check's result goes to the form, which shows it under its phone field.
 */
export function SmsCodeButton({
  phone,
  issue = 'autopartsContactApply',
  onPhoneError,
  className,
}: {
  phone: string;
  issue?: SmsPurpose;
  onPhoneError: (key: 'phoneRequired' | 'phonePattern' | null) => void;
  className?: string;
}) {
  const t = useTranslations('userRegister');
  const tRoot = useTranslations();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const onClick = async () => {
    if (inFlight.current) return;
    const key = smsPhoneProblem(phone);
    onPhoneError(key);
    if (key) return;
    inFlight.current = true;
    setSending(true);
    try {
      const { resendAfterSeconds } = await sendSmsCode(phone, issue);
      toast.success(tRoot('sendSuccess'));
      countdown.start(resendAfterSeconds);
    } catch {
      // apiRequest already showed the server's reason (e.g. "wait 42 s", "too many codes").
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  const waiting = countdown.left > 0;
  return (
    <Button
      variant="outline"
      className={cn('h-10 w-36 shrink-0 tabular-nums', className)}
      disabled={sending || waiting}
      aria-busy={sending || undefined}
      onClick={onClick}
    >
      {waiting ? t('resendIn', { seconds: countdown.left }) : sending ? t('sending') : t('sendCode')}
    </Button>
  );
}
