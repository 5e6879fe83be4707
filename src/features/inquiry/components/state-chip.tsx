'use client';

import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { InquiryState } from '@/contracts/inquiry-states';

/** Colour and dot repeat what the word says (never colour alone): quoted asks for the buyer's decision. */
const TONES: Record<InquiryState, BadgeTone> = {
  100: 'info',
  200: 'warning',
  300: 'success',
  400: 'danger',
  500: 'neutral',
};

export function StateChip({ state }: { state: InquiryState }) {
  const t = useTranslations('inquiryState');
  return (
    <Badge tone={TONES[state]} data-testid="inquiry-state" data-state={state}>
      {t(String(state) as `${InquiryState}`)}
    </Badge>
  );
}
