import { and, eq } from 'drizzle-orm';
import { now } from '../clock';
import { outbox } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { recordAudit, type AuditActor } from '../audit/record-audit';

/**
 * An operator sends a dead message again: back to pending, due now, with a fresh round of attempts
 * (the worker picks it up on its next poll). Verification codes are not retried — the code expired
 * minutes after it was asked for, and a real carrier's copy was scrubbed.
 */
export async function retryOutboxMessage(db: Db, input: AuditActor & { messageId: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(outbox).where(eq(outbox.id, input.messageId)).for('update');
    if (!row) throw new DomainError('notFound', 'outboxMessageNotFound');
    if (row.status !== 'dead') throw new DomainError('conflict', 'outboxNotRetryable', { status: row.status });
    if (row.channel === 'sms' && row.payload.template === 'verificationCode')
      throw new DomainError('conflict', 'outboxCodeNotRetryable');
    const at = now();
    await tx
      .update(outbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: at, lockedUntil: null })
      .where(and(eq(outbox.id, row.id), eq(outbox.status, 'dead')));
    await recordAudit(tx, {
      actorUserId: input.actorUserId,
      ip: input.ip,
      action: 'outbox.retry',
      targetType: 'outbox',
      targetId: row.id,
      before: { status: row.status, attempts: row.attempts, lastError: row.lastError },
      after: { status: 'pending', attempts: 0 },
      details: { channel: row.channel },
    });
  });
}
