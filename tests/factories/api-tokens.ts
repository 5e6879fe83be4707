import type { CreateApiTokenBody } from '@/contracts/api-tokens';
import { api } from '@tests/setup/test-app';
import { giveMembership } from './membership';
import { ownerSession } from './company';
import { send, type Session } from './users';

/** The Enterprise plan's level in the seeded plans: the one that grants API access. */
export const API_PLAN_LEVEL = 3;

/** An owner whose company is on the Enterprise plan until `until`. */
export async function apiOwner(until: Date, overrides: Parameters<typeof ownerSession>[0] = {}) {
  const owner = await ownerSession(overrides);
  await giveMembership(owner.id, API_PLAN_LEVEL, until);
  return owner;
}

/** POST /api/company/api-tokens as `owner` (the envelope as the page sees it). */
export function createToken(owner: Session, body: Partial<CreateApiTokenBody> = {}, lang = 'en') {
  return send(`/api/company/api-tokens?lang=${lang}`, 'POST', owner.headers, {
    name: 'ERP',
    scopes: ['catalog:read', 'inquiries:read', 'inquiries:write', 'orders:read'],
    expiresInDays: null,
    ...body,
  });
}

/** Creates a token and returns its secret (throws when refused). */
export async function tokenFor(owner: Session, body: Partial<CreateApiTokenBody> = {}): Promise<string> {
  const { body: answer } = await createToken(owner, body);
  if (answer?.status !== 200) throw new Error(`token create failed: ${JSON.stringify(answer)}`);
  return answer.data.token as string;
}

export const listTokens = (owner: Session, lang = 'en') => send(`/api/company/api-tokens?lang=${lang}`, 'GET', owner.headers);
export const revokeToken = (owner: Session, id: number, lang = 'en') =>
  send(`/api/company/api-tokens/revoke?lang=${lang}`, 'POST', owner.headers, { id });

/** A buyer-API call with an access token, as a company's system makes it: no cookies, no XSRF pair. */
export function v1(token: string | null, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return api(path, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
}
