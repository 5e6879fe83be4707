import { and, eq, exists, isNull, or, type SQL } from 'drizzle-orm';
import { inquiries, inquiryAttachments } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import type { FileStore } from '../storage/file-store';
import { viewerScope, type InquiryViewer } from './inquiry-viewer';

export type AttachmentDownload = { fileName: string; contentType: string; sizeBytes: number; body: ReadableStream<Uint8Array> };

/**
 * An attachment's bytes. A buyer (`viewer`) reads those of the inquiries they may see (the owner:
 * the company's; a colleague: their own) and their own uploads not yet sent; an operator (`viewer`
 * null) any. Anything else reads exactly like a missing id.
 */
export async function readAttachment(
  db: Db,
  store: FileStore,
  input: { attachmentId: number; viewer: InquiryViewer | null },
): Promise<AttachmentDownload> {
  const conditions: (SQL | undefined)[] = [eq(inquiryAttachments.id, input.attachmentId)];
  if (input.viewer !== null) {
    const ofVisibleInquiry = db
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(and(eq(inquiries.id, inquiryAttachments.inquiryId), viewerScope(input.viewer)));
    conditions.push(
      or(and(isNull(inquiryAttachments.inquiryId), eq(inquiryAttachments.userId, input.viewer.userId)), exists(ofVisibleInquiry)),
    );
  }
  const [row] = await db.select().from(inquiryAttachments).where(and(...conditions));
  const body = row ? await store.get(row.storageKey) : null;
  if (!row || !body) throw new DomainError('notFound', 'attachmentNotFound');
  return { fileName: row.fileName, contentType: row.contentType, sizeBytes: row.sizeBytes, body };
}
