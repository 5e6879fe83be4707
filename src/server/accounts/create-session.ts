import { now } from '../clock';
import { sessions } from '../db/schema';
import type { Db } from '../db/types';
import { createSessionToken } from '../security/session-token';
import { LIMITS } from './limits';

/** A new server-side session (a fresh token at every sign-in); the raw token is returned once. */
export async function createSession(
  db: Db,
  input: { userId: number; ip: string; userAgent?: string | null },
): Promise<{ token: string; sessionId: number }> {
  const at = now();
  const { token, tokenHash } = createSessionToken();
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash,
      createdAt: at,
      lastSeenAt: at,
      expiresAt: new Date(at.getTime() + LIMITS.session.absoluteMs()),
      ip: input.ip.slice(0, 64),
      userAgent: input.userAgent?.slice(0, 300) ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, sessionId: row.id };
}
