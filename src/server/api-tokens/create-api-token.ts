import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import { API_TOKEN_LIMITS, type CreatedApiToken, type createApiTokenBodySchema } from '@/contracts/api-tokens';
import type { Lang } from '@/contracts/site';
import type { z } from 'zod';
import { recordAudit } from '../audit/record-audit';
import { now } from '../clock';
import { apiTokens, companies, type CompanyRow } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { apiTokenViews } from './api-token-views';
import { newApiToken } from './token-secret';
import { assertApiAccess } from './api-access';

/**
 * The owner creates a token for the company's systems. Answers the secret once; only its hash is kept.
 * At most API_TOKEN_LIMITS.perCompany usable tokens at once (counted under the company's row lock).
 */
export async function createApiToken(
  db: Db,
  input: {
    company: CompanyRow;
    ownerId: number;
    ip?: string | null;
    lang: Lang;
    body: z.output<typeof createApiTokenBodySchema>;
  },
): Promise<CreatedApiToken> {
  const { company, body } = input;
  await assertApiAccess(db, company, input.lang);
  const at = now();
  const secret = newApiToken();
  const id = await db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, company.id)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(apiTokens)
      .where(
        and(
          eq(apiTokens.companyId, company.id),
          isNull(apiTokens.revokedAt),
          or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, at)),
        ),
      );
    if ((held?.n ?? 0) >= API_TOKEN_LIMITS.perCompany) {
      throw new DomainError('conflict', 'apiTokensFull', { max: API_TOKEN_LIMITS.perCompany });
    }
    const [row] = await tx
      .insert(apiTokens)
      .values({
        companyId: company.id,
        createdBy: input.ownerId,
        name: body.name,
        prefix: secret.prefix,
        secretHash: secret.secretHash,
        scopes: [...body.scopes],
        createdAt: at,
        expiresAt: body.expiresInDays === null ? null : new Date(at.getTime() + body.expiresInDays * 86_400_000),
      })
      .returning({ id: apiTokens.id });
    if (!row) throw new Error('token insert returned nothing');
    await recordAudit(tx, {
      actorUserId: input.ownerId,
      ip: input.ip,
      action: 'company.api_token.created',
      targetType: 'company',
      targetId: company.id,
      before: null,
      after: { tokenId: row.id, prefix: secret.prefix, name: body.name, scopes: body.scopes, expiresInDays: body.expiresInDays },
    });
    return row.id;
  });
  const [view] = await apiTokenViews(db, { companyId: company.id, ids: [id] }, at);
  if (!view) throw new Error('created token not found');
  return { ...view, token: secret.token };
}
