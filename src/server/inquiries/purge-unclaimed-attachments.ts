import { and, isNull, lt } from 'drizzle-orm';
import { now } from '../clock';
import { inquiryAttachments } from '../db/schema';
import type { Db } from '../db/types';
import type { FileStore } from '../storage/file-store';

const DAY_MS = 86_400_000;

/**
 * Uploads no inquiry claimed within a day are abandoned (the buyer left the form): their rows and
 * bytes go. Rows first, so a failure half-way leaves at worst an orphan file, never a row without one.
 */
export async function purgeUnclaimedAttachments(db: Db, store: FileStore, olderThanMs = DAY_MS): Promise<number> {
  const removed = await db
    .delete(inquiryAttachments)
    .where(and(isNull(inquiryAttachments.inquiryId), lt(inquiryAttachments.createdAt, new Date(now().getTime() - olderThanMs))))
    .returning({ storageKey: inquiryAttachments.storageKey });
  for (const { storageKey } of removed) await store.delete(storageKey);
  return removed.length;
}
