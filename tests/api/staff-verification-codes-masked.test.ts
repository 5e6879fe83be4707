import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/server/db';
import { DeliveryError } from '@/server/integrations/delivery-error';
import { createConsoleSmsProvider } from '@/server/integrations/sms/console-sms-provider';
import type { SmsProvider } from '@/server/integrations/sms/sms-provider';
import { enqueueSms } from '@/server/notifications/enqueue-sms';
import type { SmsTemplate } from '@/server/notifications/outbox-payload';
import { deliverDueMessages } from '@/server/notifications/outbox-worker';
import { setLogSink } from '@/server/security/safe-log';
import { createAdminWithSecondFactor, type AdminSession } from '@tests/factories/staff';
import {
  createOperator,
  createUser,
  GOOD_PASSWORD,
  nextMobile,
  resetAccountState,
  send,
  signIn,
  smsFor,
  visitorPost,
  type Session,
} from '@tests/factories/users';

/*
 * A verification or reset code is for the phone it was sent to. No staff answer — the SMS log, the
 * console's message list, the dashboard, the audit log and its export — shows one in clear, whether
 * the message waits, was sent by the development carrier or failed at a carrier that quoted it back;
 * and no log line does, except the development carrier's own line.
 */

let operator: Session;
let admin: AdminSession;
let lines: string[] = [];

beforeAll(async () => {
  await resetAccountState();
  const db = await getDb();
  operator = await signIn((await createOperator(db)).mobile, GOOD_PASSWORD);
  admin = await createAdminWithSecondFactor(db);
});
afterEach(() => setLogSink(null));

const contains = (text: string, code: string) => new RegExp(`(?<!\\d)${code}(?!\\d)`).test(text);

/** Everything staff can read about messages, as the raw answers. */
async function staffViews(mobiles: string[]): Promise<string> {
  const answers: string[] = [];
  for (const who of [operator, admin]) {
    for (const mobile of mobiles) answers.push((await send(`/api/admin/outbox?mobile=${mobile}&limit=50`, 'GET', who.headers)).text);
    for (const path of [
      '/api/admin/outbox/messages?pageSize=100',
      '/api/admin/outbox/messages?pageSize=100&channel=sms&status=dead',
      '/api/admin/dashboard',
      '/api/admin/audit?pageSize=100',
      '/api/admin/audit?export=csv',
    ]) {
      const { res, text } = await send(path, 'GET', who.headers);
      expect(res.status, path).toBe(200);
      answers.push(text);
    }
  }
  return answers.join('\n');
}

/** Asks for a code through the store, as its owner would, and returns it (from the queued message). */
async function askCode(mobile: string, issue: 'autopartsContactApply' | 'autopartsResetPwd'): Promise<string> {
  expect((await visitorPost('/api/send/sms', { username: mobile, issue })).body.status).toBe(200);
  const code = (await smsFor(mobile)).filter((m) => m.template === 'verificationCode').at(-1)?.params.code;
  expect(code).toMatch(/^\d{6}$/);
  return code!;
}

/** A carrier that refuses the message and quotes what it was asked to send in its error. */
const quotingCarrier: SmsProvider = {
  name: 'quoting',
  keepsCodeReadable: false,
  async send({ params, text }) {
    throw new DeliveryError('isv.INVALID_PARAMETERS', `TemplateParam ${JSON.stringify(params)} refused for "${text}"`, { retryable: false });
  },
};

describe('verification and reset codes in staff answers and logs', () => {
  it('registration and reset codes: masked while waiting, after the console carrier sent them, and after a carrier failed', async () => {
    const db = await getDb();
    setLogSink((line) => lines.push(line));
    const applicant = nextMobile();
    const buyer = await createUser(db);
    const codes = [await askCode(applicant, 'autopartsContactApply'), await askCode(buyer.mobile, 'autopartsResetPwd')];
    const mobiles = [applicant, buyer.mobile];

    // Waiting to be sent.
    let views = await staffViews(mobiles);
    for (const code of codes) expect(contains(views, code), `code ${code} while pending`).toBe(false);
    expect(views).toContain('******');

    // Sent by the development carrier: its own log line has the code, and nothing else does.
    expect(await deliverDueMessages(db, { providers: { sms: createConsoleSmsProvider() } })).toMatchObject({ sent: 2 });
    views = await staffViews(mobiles);
    for (const code of codes) {
      expect(contains(views, code), `code ${code} after sending`).toBe(false);
      const withCode = lines.filter((line) => contains(line, code));
      expect(withCode.length, `the console carrier's line for ${code}`).toBeGreaterThanOrEqual(1);
      for (const line of withCode) expect(JSON.parse(line).event).toBe('sms.console');
    }

    // A real carrier that fails and quotes the request: the stored error, the screens and the log stay clean.
    lines = [];
    const other = nextMobile();
    const third = await askCode(other, 'autopartsContactApply');
    expect(await deliverDueMessages(db, { providers: { sms: quotingCarrier } })).toMatchObject({ failed: 1 });
    views = await staffViews([...mobiles, other]);
    expect(views).toContain('isv.INVALID_PARAMETERS');
    for (const code of [...codes, third]) expect(contains(views, code), `code ${code} after a failure`).toBe(false);
    expect(lines.filter((line) => contains(line, third))).toEqual([]);
  });

  it('every kind of SMS: staff read the text with any code masked, and the rest of it as sent', async () => {
    const db = await getDb();
    const mobile = nextMobile();
    const kinds = {
      verificationCode: { code: '408152' },
      accountApproved: { name: '王小明' },
      accountRejected: { reason: '营业执照不清晰' },
      inquiryQuoted: { reference: 'Q-2026-000123' },
      companyInvitation: { name: '李四', company: '深圳测试汽配有限公司', link: 'http://localhost/invitation/x' },
      renewalReminder: { plan: 'Annual membership', date: 'Dec 25, 2026', price: '¥2,999.00' },
      webhookDisabled: { url: 'https://erp.example.com/hooks', failures: '15' },
    } satisfies Record<SmsTemplate, Record<string, string>>;
    for (const [template, params] of Object.entries(kinds)) {
      await enqueueSms(db, { mobile, template: template as SmsTemplate, params, lang: 'en' });
    }
    const { body } = await send(`/api/admin/outbox?mobile=${mobile}&lang=en`, 'GET', operator.headers);
    const texts = (body.data as { text: string }[]).map((row) => row.text);
    expect(texts).toHaveLength(Object.keys(kinds).length);
    expect(texts.join('\n')).not.toMatch(/(?<!\d)408152(?!\d)/);
    expect(texts).toContain('【PartsMall】Your verification code is ******, valid for 5 minutes. Do not share it with anyone.');
    expect(texts.some((t) => t.includes('王小明'))).toBe(true);
    expect(texts.some((t) => t.includes('营业执照不清晰'))).toBe(true);
    expect(texts.some((t) => t.includes('Q-2026-000123'))).toBe(true);
  });
});
