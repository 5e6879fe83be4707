import { and, eq, type SQL } from 'drizzle-orm';
import { inquiryAttachments } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import type { FileStore } from '../storage/file-store';

export type AttachmentDownload = { fileName: string; contentType: string; sizeBytes: number; body: ReadableStream<Uint8Array> };

/**
 * An attachment's bytes: the buyer's own only (`userId`), or any for an operator (`userId` null).
 * Someone else's id reads exactly like a missing one.
 */
export async function readAttachment(
  db: Db,
  store: FileStore,
  input: { attachmentId: number; userId: number | null },
): Promise<AttachmentDownload> {
  const conditions: SQL[] = [eq(inquiryAttachments.id, input.attachmentId)];
  if (input.userId !== null) conditions.push(eq(inquiryAttachments.userId, input.userId));
  const [row] = await db.select().from(inquiryAttachments).where(and(...conditions));
  const body = row ? await store.get(row.storageKey) : null;
  if (!row || !body) throw new DomainError('notFound', 'attachmentNotFound');
  return { fileName: row.fileName, contentType: row.contentType, sizeBytes: row.sizeBytes, body };
}
