import crypto from 'node:crypto';
import { INQUIRY_LIMITS } from '@/contracts/inquiries';
import { now } from '../clock';
import { inquiryAttachments } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { hitRateLimit } from '../security/rate-limit';
import { newFileKey, type FileStore } from '../storage/file-store';
import { detectType, isAttachmentType, mediaType, storedFileName } from './attachment-type';
import { attachmentUrl } from './inquiry-views';

/** Uploads a buyer may make per hour (each one is stored until claimed or cleaned up). */
export const UPLOADS_PER_HOUR = 60;

export type AttachmentView = { id: number; fileName: string; contentType: string; sizeBytes: number; url: string };

/**
 * Stores a file a buyer will attach to an inquiry. The bytes decide the type (their signature must
 * be JPEG, PNG, WebP or PDF and agree with the declared Content-Type); the size limit was enforced
 * while the body was read. The upload belongs to the buyer and to no inquiry until one claims it.
 */
export async function uploadAttachment(
  db: Db,
  store: FileStore,
  input: { userId: number; fileName: string; declaredType: string | undefined; bytes: Uint8Array },
): Promise<AttachmentView> {
  const { bytes } = input;
  if (bytes.byteLength > INQUIRY_LIMITS.attachmentMaxBytes) {
    throw new DomainError('tooLarge', 'attachmentTooLarge', { limit: '5 MB' });
  }
  if (bytes.byteLength === 0) throw DomainError.field('body', 'attachmentEmpty');
  const hits = await hitRateLimit(db, `inquiry-upload:${input.userId}`, 3_600_000);
  if (hits.count > UPLOADS_PER_HOUR) throw new DomainError('rateLimited', 'rateLimited');

  const declared = mediaType(input.declaredType);
  const detected = await detectType(bytes);
  if (!isAttachmentType(declared) || detected === null || !isAttachmentType(detected)) {
    throw new DomainError('unsupportedType', 'attachmentTypeRefused');
  }
  if (detected !== declared) {
    throw new DomainError('unsupportedType', 'attachmentTypeMismatch', { detected, declared });
  }

  const storageKey = newFileKey();
  await store.put(storageKey, bytes);
  try {
    const [row] = await db
      .insert(inquiryAttachments)
      .values({
        userId: input.userId,
        storageKey,
        fileName: storedFileName(input.fileName, detected),
        contentType: detected,
        sizeBytes: bytes.byteLength,
        sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
        createdAt: now(),
      })
      .returning();
    if (!row) throw new Error('attachment insert returned nothing');
    return { id: row.id, fileName: row.fileName, contentType: row.contentType, sizeBytes: row.sizeBytes, url: attachmentUrl(row.id) };
  } catch (err) {
    await store.delete(storageKey).catch(() => {});
    throw err;
  }
}
