import { eq } from 'drizzle-orm';
import { apiTokens, companies, users, type ApiTokenRow, type CompanyRow, type UserRow } from '../db/schema';
import type { Db } from '../db/types';
import { unavailableReason } from '../accounts/resolve-session';
import { apiTokenState } from './api-token-views';
import { apiTokenMatches, apiTokenPrefix } from './token-secret';

/** The caller of a buyer API request: the token, its company and the owner who made it (inquiries are sent as them). */
export type ApiCaller = { token: ApiTokenRow; company: CompanyRow; user: UserRow };

export type ApiTokenResolution =
  | { state: 'missing' }
  /** Not shaped like an access token: most often a storefront session token. */
  | { state: 'notAnApiToken' }
  | { state: 'invalid' }
  | { state: 'revoked' | 'expired'; token: ApiTokenRow }
  | { state: 'companyDisabled' | 'creatorGone'; token: ApiTokenRow }
  | { state: 'active'; caller: ApiCaller };

/** `Authorization: Bearer <value>` → the value, or null. */
export function bearerValue(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/** Looks a presented access token up by its public prefix and checks the secret in constant time. */
export async function resolveApiToken(db: Db, presented: string | null, at: Date): Promise<ApiTokenResolution> {
  if (!presented) return { state: 'missing' };
  const prefix = apiTokenPrefix(presented);
  if (!prefix) return { state: 'notAnApiToken' };
  const [row] = await db
    .select({ token: apiTokens, company: companies, user: users })
    .from(apiTokens)
    .innerJoin(companies, eq(companies.id, apiTokens.companyId))
    .innerJoin(users, eq(users.id, apiTokens.createdBy))
    .where(eq(apiTokens.prefix, prefix));
  if (!row || !apiTokenMatches(presented, row.token.secretHash)) return { state: 'invalid' };
  const state = apiTokenState(row.token, at);
  if (state !== 'active') return { state, token: row.token };
  if (row.company.status !== 'active') return { state: 'companyDisabled', token: row.token };
  // The token acts as the person who made it: gone from the company (or disabled), it acts for nobody.
  if (row.user.companyId !== row.company.id || unavailableReason(row.user, row.company) === 'accountUnavailable')
    return { state: 'creatorGone', token: row.token };
  return { state: 'active', caller: row };
}

/** Tells a request path's bearer value is one of our access tokens (refused off the versioned surface). */
export function looksLikeApiToken(value: string | null): boolean {
  return !!value && value.startsWith('pmk_');
}
