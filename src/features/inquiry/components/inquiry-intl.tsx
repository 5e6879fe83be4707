import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';
import { CLIENT_MESSAGE_NAMESPACES, pickMessages } from '@/client/client-message-namespaces';

/** The inquiry pages' texts travel with these pages only (ADR 0010), not with every page of the site. */
const INQUIRY_NAMESPACES = [
  ...CLIENT_MESSAGE_NAMESPACES,
  'inquiry',
  'inquiryBasket',
  'inquiryState',
  'units',
];

export async function InquiryIntl({ children }: { children: ReactNode }) {
  const messages = pickMessages(await getMessages(), INQUIRY_NAMESPACES);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
