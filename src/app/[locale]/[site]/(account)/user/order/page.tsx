import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages, getTranslations, setRequestLocale } from 'next-intl/server';
import { CLIENT_MESSAGE_NAMESPACES, pickMessages } from '@/client/client-message-namespaces';
import { AccountPageHeading } from '@/features/auth/account/components/account-page-heading';
import { OrderTabs } from './order-tabs';

type Props = { params: Promise<{ locale: string; site: string }> };

/** The API's title rules the invoice-title form shows in the browser (the same words the server sends). */
const TITLE_RULE_KEYS = [
  'invoiceTaxNoRequired',
  'invoiceTaxNoLength',
  'invoiceTaxNoCharacters',
  'invoiceTaxNoDivision',
  'invoiceTaxNoOrganisationCheck',
  'invoiceTaxNoCheck',
  'invoicePersonalNameOnly',
  'invoicePhonePattern',
  'invoiceAccountPattern',
] as const;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'account' });
  return { title: t('titles.order') };
}

/**
 * /user/order: a cached shell (per language) with three tabs — orders, invoices, invoice titles; the
 * buyer's data loads in the browser with the token. Their texts ship with this page only.
 */
export default async function OrderPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('account');
  const all = await getMessages();
  const messages = {
    ...pickMessages(all, [...CLIENT_MESSAGE_NAMESPACES, 'account', 'invoices', 'orders', 'orderState']),
    api: Object.fromEntries(TITLE_RULE_KEYS.map((key) => [key, all.api[key]])),
  };
  return (
    <>
      <AccountPageHeading title={t('titles.order')} />
      <NextIntlClientProvider messages={messages}>
        <OrderTabs />
      </NextIntlClientProvider>
    </>
  );
}
