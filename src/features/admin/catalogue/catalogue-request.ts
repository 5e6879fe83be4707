import type { AdminProduct } from '@/contracts/catalogue-admin-views';
import { AdminApiError, adminUrl, authHeaders } from '../api/admin-request';

/** POST a picture as the raw body (the server checks what it is by its bytes). */
export async function uploadProductImage(sku: string, file: File): Promise<AdminProduct> {
  const headers = await authHeaders('POST');
  headers.set('Content-Type', file.type || 'application/octet-stream');
  const res = await fetch(adminUrl(`/api/admin/products/${encodeURIComponent(sku)}/images`), {
    method: 'POST',
    headers,
    body: file,
    credentials: 'same-origin',
  });
  const envelope = (await res.json().catch(() => null)) as { status?: number; msg?: string; data?: AdminProduct } | null;
  if (!envelope || envelope.status !== 200 || !envelope.data) {
    throw new AdminApiError(envelope?.msg ?? res.statusText, res.status, envelope?.status ?? 0);
  }
  return envelope.data;
}
