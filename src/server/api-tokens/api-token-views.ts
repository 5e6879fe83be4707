import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { ApiScope, ApiTokenView } from '@/contracts/api-tokens';
import { chinaDay } from '@/lib/china-date';
import { apiTokens, apiTokenUsage, users, type ApiTokenRow } from '../db/schema';
import type { Db } from '../db/types';

/** Days of usage the owner's page shows per token (today first). */
export const USAGE_DAYS = 7;

export function apiTokenState(row: Pick<ApiTokenRow, 'revokedAt' | 'expiresAt'>, at: Date): ApiTokenView['state'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt <= at) return 'expired';
  return 'active';
}

function lastDays(at: Date): string[] {
  return Array.from({ length: USAGE_DAYS }, (_, i) => chinaDay(new Date(at.getTime() - i * 86_400_000)));
}

/** Tokens as the owner's page and the console show them, newest first, with their recent daily calls. */
export async function apiTokenViews(db: Db, where: { companyId: number; ids?: number[] }, at: Date): Promise<ApiTokenView[]> {
  const rows = await db
    .select({ token: apiTokens, createdBy: users.name })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(and(eq(apiTokens.companyId, where.companyId), where.ids ? inArray(apiTokens.id, where.ids) : undefined))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
  if (!rows.length) return [];
  const days = lastDays(at);
  const usage = await db
    .select()
    .from(apiTokenUsage)
    .where(and(inArray(apiTokenUsage.tokenId, rows.map((r) => r.token.id)), gte(apiTokenUsage.day, days.at(-1)!)));
  const calls = new Map(usage.map((u) => [`${u.tokenId}:${u.day}`, u.calls]));
  return rows.map(({ token, createdBy }) => ({
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    scopes: token.scopes as ApiScope[],
    createdAt: token.createdAt.toISOString(),
    createdBy,
    expiresAt: token.expiresAt?.toISOString() ?? null,
    revokedAt: token.revokedAt?.toISOString() ?? null,
    lastUsedAt: token.lastUsedAt?.toISOString() ?? null,
    lastUsedIp: token.lastUsedIp,
    usage: days.map((day) => ({ day, calls: calls.get(`${token.id}:${day}`) ?? 0 })),
    state: apiTokenState(token, at),
  }));
}
