import { adminUrl, authHeaders, type Query } from '../api/admin-request';

/** Fetches an export with the session and saves it under the name the server gave (filename*). */
export async function downloadExport(path: string, query: Query): Promise<void> {
  const res = await fetch(adminUrl(path, query), { headers: await authHeaders('GET'), credentials: 'same-origin' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(body?.msg || res.statusText);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : (/filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export');
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
