import { env } from '@/env';
import { createAliyunSmsProvider } from './aliyun-sms-provider';
import { createConsoleSmsProvider } from './console-sms-provider';
import type { SmsProvider } from './sms-provider';

/** The carrier SMS_PROVIDER names; a half-configured real carrier stops the start with the missing names. */
export function smsProviderFromEnv(): SmsProvider {
  if (env.SMS_PROVIDER === 'console') return createConsoleSmsProvider();
  const required = {
    ALIYUN_SMS_ACCESS_KEY_ID: env.ALIYUN_SMS_ACCESS_KEY_ID,
    ALIYUN_SMS_ACCESS_KEY_SECRET: env.ALIYUN_SMS_ACCESS_KEY_SECRET,
    ALIYUN_SMS_SIGN_NAME: env.ALIYUN_SMS_SIGN_NAME,
    ALIYUN_SMS_TEMPLATE_VERIFICATION: env.ALIYUN_SMS_TEMPLATE_VERIFICATION,
    ALIYUN_SMS_TEMPLATE_APPROVED: env.ALIYUN_SMS_TEMPLATE_APPROVED,
    ALIYUN_SMS_TEMPLATE_REJECTED: env.ALIYUN_SMS_TEMPLATE_REJECTED,
    ALIYUN_SMS_TEMPLATE_INQUIRY_QUOTED: env.ALIYUN_SMS_TEMPLATE_INQUIRY_QUOTED,
  };
  const missing = Object.entries(required)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length) throw new Error(`SMS_PROVIDER=aliyun needs ${missing.join(', ')}`);
  return createAliyunSmsProvider({
    accessKeyId: required.ALIYUN_SMS_ACCESS_KEY_ID!,
    accessKeySecret: required.ALIYUN_SMS_ACCESS_KEY_SECRET!,
    signName: required.ALIYUN_SMS_SIGN_NAME!,
    templates: {
      verificationCode: required.ALIYUN_SMS_TEMPLATE_VERIFICATION!,
      accountApproved: required.ALIYUN_SMS_TEMPLATE_APPROVED!,
      accountRejected: required.ALIYUN_SMS_TEMPLATE_REJECTED!,
      inquiryQuoted: required.ALIYUN_SMS_TEMPLATE_INQUIRY_QUOTED!,
      ...(env.ALIYUN_SMS_TEMPLATE_COMPANY_INVITATION ? { companyInvitation: env.ALIYUN_SMS_TEMPLATE_COMPANY_INVITATION } : {}),
      ...(env.ALIYUN_SMS_TEMPLATE_RENEWAL_REMINDER ? { renewalReminder: env.ALIYUN_SMS_TEMPLATE_RENEWAL_REMINDER } : {}),
      ...(env.ALIYUN_SMS_TEMPLATE_WEBHOOK_DISABLED ? { webhookDisabled: env.ALIYUN_SMS_TEMPLATE_WEBHOOK_DISABLED } : {}),
    },
    endpoint: env.ALIYUN_SMS_ENDPOINT,
  });
}
