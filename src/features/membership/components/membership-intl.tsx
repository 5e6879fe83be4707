import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CLIENT_MESSAGE_NAMESPACES, pickMessages } from '@/client/client-message-namespaces';

/** The pay and order pages' texts travel with these pages only (ADR 0010). */
const MEMBERSHIP_NAMESPACES = [...CLIENT_MESSAGE_NAMESPACES, 'pay', 'orders', 'orderState'];

export async function MembershipIntl({ children }: { children: ReactNode }) {
  const messages = pickMessages(await getMessages(), MEMBERSHIP_NAMESPACES);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
