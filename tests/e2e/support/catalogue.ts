import type { ProductInput } from '../../../src/contracts/catalogue-admin';
import { operatorSession } from './operator';

type Envelope<T> = { status: number; msg: string; data: T };

/** Codes in use: the public tree (top and child cids). */
export async function usedCategoryCodes(baseURL: string): Promise<Set<string>> {
  const res = await fetch(`${baseURL}/api/cate?lang=en`);
  const body = (await res.json()) as Envelope<{ cid: string; autopartsCategoryList: { cid: string }[] }[]>;
  return new Set(body.data.flatMap((top) => [top.cid, ...top.autopartsCategoryList.map((c) => c.cid)]));
}

/** A free two-digit top code, tried from a random start so parallel journeys rarely meet. */
export async function freeTopCode(baseURL: string): Promise<string> {
  const used = await usedCategoryCodes(baseURL);
  const start = 40 + Math.floor(Math.random() * 60);
  for (let i = 0; i < 60; i += 1) {
    const cid = String(40 + ((start - 40 + i) % 60));
    if (!used.has(cid)) return cid;
  }
  throw new Error('no free top category code between 40 and 99');
}

/** A product of its own for a journey (unique SKU), created through the operator API as the console would. */
export async function createProductAsOperator(baseURL: string, product: ProductInput): Promise<void> {
  await sendProduct(baseURL, 'post', '/api/admin/products', product, 'creating');
}

/** Saves every field of an existing product through the operator API, as the console's edit form does. */
export async function updateProductAsOperator(baseURL: string, product: ProductInput): Promise<void> {
  await sendProduct(baseURL, 'put', `/api/admin/products/${encodeURIComponent(product.skuCode)}`, product, 'saving');
}

async function sendProduct(baseURL: string, method: 'post' | 'put', path: string, product: ProductInput, doing: string): Promise<void> {
  const { api, token } = await operatorSession(baseURL);
  try {
    // The sign-in answer re-bound the XSRF cookie to the operator's session.
    const xsrf = (await api.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const res = await api[method](path, {
      data: product,
      headers: { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) },
    });
    const body = (await res.json()) as Envelope<unknown>;
    if (body.status !== 200) throw new Error(`${doing} ${product.skuCode} failed: ${body.status} ${body.msg}`);
  } finally {
    await api.dispose();
  }
}
