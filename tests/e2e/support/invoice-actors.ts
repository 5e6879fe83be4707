import { operatorSession } from './operator';

type Envelope<T> = { status: number; msg: string; data: T };

/**
 * What the operator does with an invoice request, through the operator API as a console would: find
 * it in the queue by order number, mark it issued with the fapiao number, upload its PDF.
 */
export async function issueInvoiceAsOperator(baseURL: string, orderSn: string, invoiceNo: string, pdf: Buffer): Promise<void> {
  const { api, token } = await operatorSession(baseURL);
  try {
    const auth = { Authorization: `Bearer ${token}` };
    const queue = await api.get('/api/admin/invoices?state=requested&pageSize=50', { headers: auth });
    const items = ((await queue.json()) as Envelope<{ items: { id: number; order_sn: string }[] }>).data?.items ?? [];
    const invoice = items.find((x) => x.order_sn === orderSn);
    if (!invoice) throw new Error(`no requested invoice for order ${orderSn}`);
    const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const headers = { ...auth, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
    const issued = await api.post(`/api/admin/invoices/${invoice.id}/issue`, { headers, data: { invoiceNo } });
    const issuedBody = (await issued.json()) as Envelope<unknown>;
    if (issuedBody.status !== 200) throw new Error(`issuing ${orderSn} failed: ${issuedBody.status} ${issuedBody.msg}`);
    const uploaded = await api.put(`/api/admin/invoices/${invoice.id}/pdf`, {
      headers: { ...headers, 'Content-Type': 'application/pdf' },
      data: pdf,
    });
    const uploadedBody = (await uploaded.json()) as Envelope<unknown>;
    if (uploadedBody.status !== 200) throw new Error(`uploading the PDF of ${orderSn} failed: ${uploadedBody.status} ${uploadedBody.msg}`);
  } finally {
    await api.dispose();
  }
}
