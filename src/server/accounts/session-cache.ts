import { LRUCache } from 'lru-cache';
import { env } from '@/env';
import { now } from '../clock';
import type { Db } from '../db/types';
import { hashSessionToken } from '../security/session-token';
import { LIMITS } from './limits';
import { resolveSession, resolveSessionByHash, type SessionResolution } from './resolve-session';

/*
 * A signed-in request's largest cost was reading its session, user and company again
 * (docs/decisions/0072-signed-in-floor.md). Each instance keeps the sessions it resolved as active for
 * SESSION_CACHE_MS. Any write this instance answers (a sign-out, a password change, an operator
 * disabling an account, a payment) forgets them all once it is done, so the instance that ends a session
 * refuses it on the next request; another instance refuses it within SESSION_CACHE_MS. Only active
 * sessions are kept: a refusal is always read afresh.
 */

type ActiveResolution = Extract<SessionResolution, { state: 'active' }>;

const cache = new LRUCache<string, ActiveResolution>({ max: 10_000, ttlAutopurge: false, allowStale: false });

/** Bumped by every forget: a read that began before it must not store what it read. */
let generation = 0;

/** Forgets every remembered session on this instance (after any write it answered). */
export function forgetSessions(): void {
  generation += 1;
  cache.clear();
}

function stillActive(resolution: ActiveResolution, at: Date): boolean {
  const { session } = resolution;
  return session.expiresAt > at && session.lastSeenAt.getTime() + LIMITS.session.idleMs() > at.getTime();
}

/** Requests share a remembered session: none may change it for the others. */
function frozen(resolution: ActiveResolution): ActiveResolution {
  Object.freeze(resolution.session);
  Object.freeze(resolution.user);
  if (resolution.company) Object.freeze(resolution.company);
  return Object.freeze(resolution);
}

/** resolveSession, answered from this instance's memory for up to SESSION_CACHE_MS. */
export async function resolveSessionCached(db: Db, token: string | null): Promise<SessionResolution> {
  const ttl = env.SESSION_CACHE_MS;
  if (!token || ttl === 0) return resolveSession(db, token);
  const key = hashSessionToken(token);
  const known = cache.get(key);
  if (known && stillActive(known, now())) return known;
  const readAt = generation;
  const resolution = await resolveSessionByHash(db, key);
  if (resolution.state === 'active' && readAt === generation) cache.set(key, frozen(resolution), { ttl });
  else if (known) cache.delete(key);
  return resolution;
}
