import type { ImportJob, ImportReport } from '@/contracts/catalogue-import';
import { AdminApiError, adminRequest, adminUrl, authHeaders } from '../api/admin-request';

/** Sends the file as the raw body (the API judges its type by content) and unwraps the envelope. */
async function sendFile<T>(path: string, file: File): Promise<T> {
  const headers = await authHeaders('POST');
  headers.set('Content-Type', file.type || 'application/octet-stream');
  const res = await fetch(adminUrl(path, { name: file.name }), { method: 'POST', headers, body: file, credentials: 'same-origin' });
  const envelope = (await res.json().catch(() => null)) as { status?: number; msg?: string; data?: T; errors?: { path: string; message: string }[] } | null;
  if (!envelope || typeof envelope.status !== 'number') throw new AdminApiError(res.statusText || 'Network Error', res.status, 0);
  if (envelope.status !== 200 || !res.ok) throw new AdminApiError(envelope.msg ?? '', res.status, envelope.status, envelope.errors ?? []);
  return envelope.data as T;
}

export const checkFile = (file: File) => sendFile<ImportReport>('/api/admin/catalogue/import/dry-run', file);
export const importFile = (file: File) => sendFile<ImportJob>('/api/admin/catalogue/import', file);
export const fetchJob = (id: number) => adminRequest<ImportJob>('GET', `/api/admin/catalogue/import/jobs/${id}`);
export const fetchJobs = () => adminRequest<ImportJob[]>('GET', '/api/admin/catalogue/import/jobs');
export const resumeJob = (id: number) => adminRequest<ImportJob>('POST', `/api/admin/catalogue/import/jobs/${id}/resume`);
