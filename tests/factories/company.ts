import { getDb } from '@/server/db';
import { api } from '@tests/setup/test-app';
import { createUser, GOOD_PASSWORD, nextMobile, send, signIn, smsFor, visitorPost, type Session } from './users';

/** An owner of a new company, signed in. */
export async function ownerSession(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(await getDb(), overrides);
  return { ...user, session: await signIn(user.mobile, GOOD_PASSWORD) };
}

/** POST /api/company/invite as the owner. */
export function invite(owner: Session, mobile: string, name = '李四', lang: 'en' | 'zh' = 'en') {
  return send(`/api/company/invite?lang=${lang}`, 'POST', owner.headers, { mobile, name });
}

/** The token in the newest invitation SMS sent to a number (the link ends with it). */
export async function invitationTokenFor(mobile: string): Promise<{ token: string; link: string; text: string }> {
  const sms = (await smsFor(mobile)).filter((m) => m.template === 'companyInvitation').at(-1);
  if (!sms) throw new Error(`no invitation SMS for ${mobile}`);
  const link = sms.params.link!;
  return { token: link.split('/').at(-1)!, link, text: sms.text };
}

export const readInvitation = (token: string, lang = 'en') =>
  api(`/api/company/invitation?token=${encodeURIComponent(token)}&lang=${lang}`);

/** Asks for the invitation code and reads it from the outbox. */
export async function invitationCode(token: string, mobile: string): Promise<string> {
  const { body } = await visitorPost('/api/company/invitation/code?lang=en', { token });
  if (body?.status !== 200) throw new Error(`invitation code failed: ${JSON.stringify(body)}`);
  const sms = (await smsFor(mobile)).filter((m) => m.template === 'verificationCode').at(-1);
  return sms!.params.code!;
}

export const acceptInvitation = (token: string, smsContent: string, password = GOOD_PASSWORD, lang = 'en') =>
  visitorPost(`/api/company/invitation/accept?lang=${lang}`, { token, smsContent, password });

/** The whole invitee's way in: invited, code, accepted; returns the new colleague's mobile. */
export async function joinByInvitation(owner: Session, name = '李四'): Promise<string> {
  const mobile = nextMobile();
  const invited = await invite(owner, mobile, name);
  if (invited.body?.status !== 200) throw new Error(`invite failed: ${JSON.stringify(invited.body)}`);
  const { token } = await invitationTokenFor(mobile);
  const code = await invitationCode(token, mobile);
  const accepted = await acceptInvitation(token, code);
  if (accepted.body?.status !== 200) throw new Error(`accept failed: ${JSON.stringify(accepted.body)}`);
  return mobile;
}

export const team = (owner: Session, lang = 'en') => send(`/api/company/team?lang=${lang}`, 'GET', owner.headers);

/** Tries to sign in; the envelope as the client sees it. */
export async function tryLogin(mobile: string, password = GOOD_PASSWORD, lang = 'en') {
  return visitorPost(`/api/login?lang=${lang}`, { username: mobile, password });
}
