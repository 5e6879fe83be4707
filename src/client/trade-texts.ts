'use client';

import { useClientMessages } from '@/i18n/client-messages';

type TradeTexts = Record<string, string>;

/**
 * The `trade` messages for the islands that fill in prices on cached catalogue pages. They read the
 * namespace the root layout hands to every page (plain `{name}` placeholders, no plurals), so a card
 * carries no labels of its own and no page loads next-intl's client runtime for them.
 */
export function useTradeTexts(): { t: (key: string, values?: Record<string, string>) => string; locale: string } {
  const { locale, messages } = useClientMessages();
  const texts = (messages.trade ?? {}) as TradeTexts;
  const t = (key: string, values?: Record<string, string>) =>
    (texts[key] ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => values?.[name] ?? whole);
  return { t, locale };
}
