'use client';

import { createContext, useContext, type ReactNode } from 'react';

type ClientMessages = {
  locale: string;
  timeZone: string;
  /** The namespaces in CLIENT_MESSAGE_NAMESPACES. */
  messages: Record<string, unknown>;
};

const Context = createContext<ClientMessages | null>(null);

/**
 * Hands the client message namespaces to the browser without next-intl's client runtime: the root
 * layout renders this instead of NextIntlClientProvider, so pages do not ship use-intl's formatter.
 * Islands that translate on the client wrap themselves in <IntlIsland> (or load through withIntl),
 * which builds the real provider from this context when they load.
 */
export function ClientMessagesProvider({ children, ...value }: ClientMessages & { children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useClientMessages(): ClientMessages {
  const value = useContext(Context);
  if (!value)
    throw new Error('useClientMessages needs <ClientMessagesProvider> (the root layout renders it)');
  return value;
}
