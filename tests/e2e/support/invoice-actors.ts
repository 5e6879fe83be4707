import { request } from '@playwright/test';
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

/** What a console buyer does in the storefront before the console journey: asks for the invoice of its paid order. */
export async function requestInvoiceAsBuyer(baseURL: string, buyer: { mobile: string; password: string; company: string }): Promise<string> {
  const api = await request.newContext({ baseURL });
  try {
    await api.get('/api/cate');
    const xsrf = async () => decodeURIComponent((await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '');
    const login = await api.post('/api/login', { data: { username: buyer.mobile, password: buyer.password }, headers: { 'X-XSRF-TOKEN': await xsrf() } });
    const token = ((await login.json()) as Envelope<{ token: string }>).data.token;
    const headers = async () => ({ Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': await xsrf() });
    const orders = (await (await api.get('/api/invoice/orders', { headers: await headers() })).json()) as Envelope<{ order_sn: string }[]>;
    const orderSn = orders.data[0]?.order_sn;
    if (!orderSn) throw new Error(`no invoiceable order for ${buyer.mobile}`);
    const title = await api.post('/api/invoice/title/add', {
      headers: await headers(),
      data: { kind: 'personal', name: '林涛', isDefault: true },
    });
    const titleBody = (await title.json()) as Envelope<{ id: number }>;
    if (titleBody.status !== 200) throw new Error(`invoice title refused: ${titleBody.status} ${titleBody.msg}`);
    const asked = await api.post('/api/invoice/add', {
      headers: await headers(),
      data: { orderSn, titleId: titleBody.data.id, type: 'normal', email: 'buyer@example.com' },
    });
    const askedBody = (await asked.json()) as Envelope<unknown>;
    if (askedBody.status !== 200) throw new Error(`invoice request refused: ${askedBody.status} ${askedBody.msg}`);
    return orderSn;
  } finally {
    await api.dispose();
  }
}
