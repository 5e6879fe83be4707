/**
 * Message namespaces the root layout hands to the browser (ClientMessagesProvider; islands that
 * translate read them through <IntlIsland>/withIntl). Only client components need messages in the
 * browser; server components read all of them on the server. Keep this list short: every string
 * here ships with every page. A page whose client islands need more can wrap them in its own
 * NextIntlClientProvider with `pick(messages, [...])`.
 */
export const CLIENT_MESSAGE_NAMESPACES = [
  'common',
  'header',
  'userLogin',
  'userRegister',
  'auth',
  'error',
  'sendSuccess',
  // The upgrade dialog, which the header opens from every page.
  'membership',
  // Trade prices, stock and OE numbers filled in for signed-in buyers on cached catalogue pages.
  'trade',
] as const;

/** Picks top-level keys of the messages object. */
export function pickMessages<T extends Record<string, unknown>>(
  messages: T,
  keys: readonly string[],
): Partial<T> {
  return Object.fromEntries(Object.entries(messages).filter(([key]) => keys.includes(key))) as Partial<T>;
}
