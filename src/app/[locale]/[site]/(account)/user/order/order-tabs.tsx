'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useUserAccount } from '@/client/user-account-store';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { InvoicesPanel } from '@/features/invoices/components/invoices-panel';
import { InvoiceTitlesPanel } from '@/features/invoices/components/invoice-titles-panel';
import { RequestInvoiceDialog } from '@/features/invoices/components/request-invoice-dialog';
import { OrdersPanel } from '@/features/membership/components/orders-panel';

/**
 * /user/order's three tabs. Features do not import each other, so the order list (membership) meets
 * the invoice dialog (invoices) here: its "request invoice" opens the dialog, and a request made
 * anywhere reloads the lists.
 */
export function OrderTabs() {
  const t = useTranslations('invoices.tabs');
  const [invoiceFor, setInvoiceFor] = useState<{ orderSn: string; amount: number } | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  // Membership orders and invoices are the company's, run by its main account (the API refuses a colleague).
  if (useUserAccount().userInfo?.companyRole === 'buyer') {
    return (
      <p role="note" data-testid="orders-owner-only" className="rounded-lg border border-sky-200 bg-sky-50 p-5 text-sm text-sky-900">
        {t('ownerOnly')}
      </p>
    );
  }
  return (
    <Tabs defaultValue="orders">
      <TabsList aria-label={t('label')}>
        <TabsTrigger value="orders">{t('orders')}</TabsTrigger>
        <TabsTrigger value="invoices">{t('invoices')}</TabsTrigger>
        <TabsTrigger value="titles">{t('titles')}</TabsTrigger>
      </TabsList>
      <TabsContent value="orders">
        <OrdersPanel refreshKey={refreshKey} onRequestInvoice={(order) => setInvoiceFor({ orderSn: order.order_sn, amount: order.fee })} />
      </TabsContent>
      <TabsContent value="invoices">
        <InvoicesPanel key={refreshKey} />
      </TabsContent>
      <TabsContent value="titles">
        <InvoiceTitlesPanel />
      </TabsContent>
      {invoiceFor && (
        <RequestInvoiceDialog
          orderSn={invoiceFor.orderSn}
          amount={invoiceFor.amount}
          open
          onOpenChange={(open) => !open && setInvoiceFor(null)}
          onDone={() => {
            setInvoiceFor(null);
            setRefreshKey((k) => k + 1);
          }}
        />
      )}
    </Tabs>
  );
}
