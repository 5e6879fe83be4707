import { generate } from 'otplib';
import { now } from '@/server/clock';
import type { NewUserRow } from '@/server/db/schema';
import type { Db } from '@/server/db/types';
import { createUser, GOOD_PASSWORD, send, signIn, type Session } from './users';

/** The code an authenticator app shows for `secret` at the app clock (or `at`). */
export function totpCodeAt(secret: string, at: Date = now()): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

export type AdminSession = Session & { userId: number; mobile: string; secret: string; recoveryCodes: string[] };

/** Signs `session` up for TOTP through the API, as the console does: enrolment, then the first code. */
export async function enrolSecondFactor(session: Session): Promise<{ secret: string; recoveryCodes: string[] }> {
  const start = await send('/api/staff/second-factor/enrolment', 'POST', session.headers);
  if (start.body?.status !== 200) throw new Error(`enrolment failed: ${JSON.stringify(start.body)}`);
  const secret: string = start.body.data.secret;
  const confirm = await send('/api/staff/second-factor/enrolment/confirm', 'POST', session.headers, {
    code: await totpCodeAt(secret),
  });
  if (confirm.body?.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirm.body)}`);
  return { secret, recoveryCodes: confirm.body.data.recoveryCodes };
}

/** A user with role admin, signed in, enrolled and past the second factor: may call every /api/admin/* route. */
export async function createAdminWithSecondFactor(db: Db, overrides: Partial<NewUserRow> = {}): Promise<AdminSession> {
  const user = await createUser(db, { role: 'admin', name: 'Administrator', ...overrides });
  const session = await signIn(user.mobile, GOOD_PASSWORD);
  const factor = await enrolSecondFactor(session);
  return { ...session, ...factor, userId: user.id, mobile: user.mobile };
}
