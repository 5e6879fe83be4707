import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../audit/record-audit';
import { now } from '../clock';
import { apiTokens } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';

/** The owner revokes a token: its next call is refused, on every instance (nothing is remembered). */
export async function revokeApiToken(
  db: Db,
  input: { companyId: number; ownerId: number; tokenId: number; ip?: string | null },
): Promise<{ name: string }> {
  const at = now();
  return db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const [token] = await tx
      .select()
      .from(apiTokens)
      .where(and(eq(apiTokens.id, input.tokenId), eq(apiTokens.companyId, input.companyId)))
      .for('update');
    if (!token) throw new DomainError('notFound', 'apiTokenNotFound');
    if (token.revokedAt) return { name: token.name };
    await tx.update(apiTokens).set({ revokedAt: at }).where(eq(apiTokens.id, token.id));
    await recordAudit(tx, {
      actorUserId: input.ownerId,
      ip: input.ip,
      action: 'company.api_token.revoked',
      targetType: 'company',
      targetId: input.companyId,
      before: { tokenId: token.id, prefix: token.prefix, state: 'active' },
      after: { state: 'revoked' },
    });
    return { name: token.name };
  });
}
