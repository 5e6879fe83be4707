import { z } from 'zod';

/**
 * The only reader of process.env. Parsed once; every other module imports `env` (server) or
 * `publicEnv` (values that may reach the browser: nothing secret).
 */
const bool = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const serverSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  API_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  /** Embedded PGlite data folder, used when DATABASE_URL is not set. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** postgres://… switches from PGlite to a PostgreSQL server. */
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(3000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15000),
  /** Products the demo catalogue loads on first start. */
  SEED_PRODUCTS: z.coerce.number().int().min(0).max(2_000_000).default(3000),
  /** Skip loading the demo catalogue on an empty database (production stores bring their own). */
  SEED_DISABLED: bool,
  /**
   * How often (ms) an instance re-reads the catalogue version its cached catalogue answers are keyed
   * on: the longest a catalogue change can take to show. 0 = on every request (tests).
   */
  CATALOGUE_VERSION_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /** HMAC key for the XSRF token; generated and kept in the database when unset. */
  XSRF_SECRET: z.string().min(32).optional(),
  /** Contact details shown in the header. */
  CONTACT_EMAIL: z.string().email().default('service@partsmall.example'),
  CONTACT_PHONE: z.string().min(3).default('+86 400-820-8820'),
  /** ICP filing number shown in the footer. */
  FILING_NUMBER: z.string().default('沪ICP备2026000000号-1'),
  /** Set when running behind a trusted reverse proxy: then X-Forwarded-For names the client. */
  TRUST_PROXY: bool,
  /**
   * Set by scripts/serve.ts itself (never by hand): our server overwrote X-Forwarded-For with the
   * socket's address, so the API may read the client from it even without TRUST_PROXY.
   */
  SERVER_STAMPS_CLIENT_IP: bool,
  /**
   * Other origins (scheme://host[:port], comma-separated) whose pages may call the API from a browser.
   * Empty (default): same-origin only — preflights get no CORS grant and browsers refuse the call.
   */
  CORS_ORIGINS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),

  // --- Accounts and sessions ---
  /** The operator account, created or updated at start when both are set (password: 8–128 characters, not a common one). */
  ADMIN_MOBILE: z
    .string()
    .regex(/^1[3-9]\d{9}$/, 'ADMIN_MOBILE must be an 11-digit mainland mobile number')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /**
   * A second staff account with role operator (daily console work, no role changes, no second factor),
   * created or updated at start like the admin one; the admin CLI signs in with it when set.
   */
  OPERATOR_MOBILE: z
    .string()
    .regex(/^1[3-9]\d{9}$/, 'OPERATOR_MOBILE must be an 11-digit mainland mobile number')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  OPERATOR_PASSWORD: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /**
   * AES-256-GCM key for staff TOTP secrets: 32 bytes as 64 hex characters or base64. Required with
   * DATABASE_URL; on the embedded database a key is generated into DATA_DIR/totp.key (docs/decisions/0038).
   */
  TOTP_ENCRYPTION_KEY: z
    .string()
    .optional()
    .transform((v) => v || undefined),
  /** A session ends after this many minutes without a request … */
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(43_200).default(120),
  /** … and at the latest this many days after sign-in. */
  SESSION_ABSOLUTE_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Verification SMS the whole store may send per day; beyond it /api/send/sms answers 503 (cost circuit). */
  SMS_DAILY_GLOBAL_CAP: z.coerce.number().int().min(0).default(2000),
  /**
   * Seconds before the same number may be sent another code (checklist row 10). Keep the default; the
   * browser journeys lower it so one buyer can register and reset twice without waiting a minute each time.
   */
  SMS_RESEND_GAP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Secret for SMS-code HMACs; generated and kept in the database when unset. */
  SMS_CODE_SECRET: z.string().min(32).optional(),

  // --- Outbox and integrations (SMS carrier, chat bot) ---
  /** console: logs the text (development carrier); aliyun: Alibaba Cloud SMS (Dysmsapi SendSms). */
  SMS_PROVIDER: z.enum(['console', 'aliyun']).default('console'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_VERIFICATION: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_APPROVED: z.string().optional(),
  ALIYUN_SMS_TEMPLATE_REJECTED: z.string().optional(),
  /** "Your inquiry ${reference} has been quoted: ${link}". */
  ALIYUN_SMS_TEMPLATE_INQUIRY_QUOTED: z.string().optional(),
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com'),
  /** Chat-bot webhook for "new user applied"; nothing is posted when the URL is unset. */
  CHATBOT_FORMAT: z.enum(['wecom', 'feishu', 'dingtalk', 'slack']).default('wecom'),
  CHATBOT_WEBHOOK_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Optional signing secret (DingTalk "加签", Feishu "签名校验"). */
  CHATBOT_SECRET: z.string().optional(),
  OUTBOX_POLL_MS: z.coerce.number().int().min(100).default(2000),
  /** Public address of the storefront, for links in SMS texts. */
  PUBLIC_BASE_URL: z.string().url().default('http://localhost:3000'),
});

export type ServerEnv = z.infer<typeof serverSchema>;

function parseEnv(): ServerEnv {
  const parsed = serverSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment configuration:\n${lines}`);
  }
  return parsed.data;
}

export const env: ServerEnv = parseEnv();

/** Values safe to expose to the browser. */
export const publicEnv = {
  contactEmail: env.CONTACT_EMAIL,
  contactPhone: env.CONTACT_PHONE,
  filingNumber: env.FILING_NUMBER,
} as const;
