import { z } from 'zod';
import { parseAlipayPrivateKey, parseAlipayPublicKey } from '@/server/integrations/alipay/alipay-keys';

/**
 * The only reader of process.env. Parsed once; every other module imports `env` (server) or
 * `publicEnv` (values that may reach the browser: nothing secret).
 */
const bool = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** An optional value where an empty string means "not set". */
const optionalText = z
  .string()
  .optional()
  .transform((v) => v || undefined);

const serverFields = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Address scripts/serve.ts listens on; empty = every interface (the bench binds loopback only). */
  HOST: z.string().default(''),
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
   * How often each instance reads the catalogue changes and revalidates the cached pages they show
   * on (docs/decisions/0051-storefront-freshness.md): a change shows within about this long.
   */
  FRESHNESS_POLL_MS: z.coerce.number().int().min(100).max(60_000).default(1000),
  /**
   * How often (ms) an instance re-reads the catalogue version its catalogue cache is keyed on
   * (src/server/catalog/catalogue-cache.ts): the longest a catalogue change can take to show in the
   * API. 0 = on every request (tests).
   */
  CATALOGUE_VERSION_CHECK_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /**
   * How long (ms) an instance may answer from a session it resolved, without reading it again
   * (docs/decisions/0072-signed-in-floor.md): the longest a session ended on another instance keeps
   * working here. The instance that ends a session forgets at once. 0 = read on every request.
   */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(2000),
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
   * Set by scripts/serve.ts itself (never by hand): the folder of the unix socket on which a worker
   * thread of this process serves the embedded database (docs/decisions/0073).
   */
  PGLITE_THREAD_SOCKET: z.string().min(1).optional(),
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
  /**
   * Log lines are written to standard output in blocks of 4 KiB or at least this often (ms), whichever
   * comes first: a write per line cost a busy server a fifth of a cached answer's CPU.
   */
  LOG_FLUSH_MS: z.coerce.number().int().min(10).max(10_000).default(250),
  /**
   * Bearer token Prometheus sends to scrape GET /metrics (`Authorization: Bearer …`, 16+ characters).
   * Unset (default): /metrics answers 404 — the metrics are closed unless an operator opens them.
   */
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),

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
   * Seconds before the same number may be sent another code. Keep the default; the
   * browser journeys lower it so one buyer can register and reset twice without waiting a minute each time.
   */
  SMS_RESEND_GAP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** SMS codes one client address may ask for per hour (a registration desk behind one NAT may need more). */
  SMS_PER_IP_HOUR: z.coerce.number().int().min(1).max(100_000).default(20),
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
  /** Optional: without it, company invitations cannot be texted through Aliyun (the outbox shows template.missing). */
  ALIYUN_SMS_TEMPLATE_COMPANY_INVITATION: z.string().optional(),
  /**
   * "Your ${plan} ends on ${date}. Renew it for ${price}". Optional: without it, renewal
   * reminders cannot be texted through Aliyun (the outbox shows template.missing).
   */
  ALIYUN_SMS_TEMPLATE_RENEWAL_REMINDER: z.string().optional(),
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
  /** How long a worker owns a claimed outbox message before another instance may take it over (a crash's cost). */
  OUTBOX_CLAIM_MS: z.coerce.number().int().min(1000).default(60_000),
  /**
   * Buyer API webhooks may target http:// and loopback or private addresses. For development and tests
   * only: in production receivers must be public HTTPS endpoints (no requests into our own network).
   */
  WEBHOOK_ALLOW_LOCAL: bool,
  /** "Your webhook ${url} was turned off after repeated failures". Optional, like the other templates. */
  ALIYUN_SMS_TEMPLATE_WEBHOOK_DISABLED: z.string().optional(),
  /**
   * Public address of the storefront (scheme://host[:port]), for links in SMS texts, exports and the
   * payment gateway. Required with DATABASE_URL (src/server/start-settings.ts, ADR 0061); unset on the
   * embedded demo it is http://localhost:PORT and the start-up log says so.
   */
  PUBLIC_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal('').transform(() => undefined)),

  // --- Membership and payments (docs/decisions/0022–0023) ---
  /**
   * sandbox (our own test cashier, no money) | alipay (face-to-face QR). Required with DATABASE_URL;
   * unset on the embedded demo it is the sandbox, announced at start (ADR 0060).
   */
  PAY_PROVIDER: z
    .enum(['sandbox', 'alipay'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** HMAC-SHA256 key of the sandbox gateway's notifications; generated and kept in the database when unset. */
  PAY_SANDBOX_SECRET: z.string().min(32).optional(),
  /** Where the sandbox gateway posts its notifications (default: this server on loopback, http://127.0.0.1:PORT). */
  PAY_SANDBOX_NOTIFY_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Minutes an order stays payable (its expiration_date). */
  PAY_ORDER_TTL_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** How often the expiry job closes pending orders past their expiration_date. */
  PAY_EXPIRY_POLL_MS: z.coerce.number().int().min(100).default(30_000),
  /** How often the renewal-reminder job looks for memberships ending within 30 or 7 days. */
  RENEWAL_REMINDER_POLL_MS: z.coerce.number().int().min(1000).default(3_600_000),
  /** Inquiries a buyer without an active paid plan may send per China day. */
  FREE_DAILY_INQUIRIES: z.coerce.number().int().min(0).max(1_000_000).default(10),

  // --- Alipay (PAY_PROVIDER=alipay; docs/decisions/0025) ---
  /** Alipay open-platform APPID (digits). Required when PAY_PROVIDER=alipay, as are the two keys and the notify URL. */
  ALIPAY_APP_ID: optionalText,
  /** Our application's RSA2 private key: PEM, or base64 PKCS#8/PKCS#1 as Alipay's key tool writes it. */
  ALIPAY_PRIVATE_KEY: optionalText,
  /** Alipay's public key ("支付宝公钥", not the application's): PEM or base64. */
  ALIPAY_PUBLIC_KEY: optionalText,
  /** Alipay's gateway; https://openapi-sandbox.dl.alipaydev.com/gateway.do for the open-platform sandbox. */
  ALIPAY_GATEWAY: z.string().url().default('https://openapi.alipay.com/gateway.do'),
  /** Public HTTPS address of POST /api/pay/notify/alipay, e.g. https://shop.example.com/api/pay/notify/alipay. */
  ALIPAY_NOTIFY_URL: optionalText,
});

/** Loopback hosts may use plain http (a local fake gateway in tests); everything else must be https. */
function httpsOrLoopback(value: string): boolean {
  const url = new URL(value);
  return (
    url.protocol === 'https:' ||
    (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
  );
}

const ALIPAY_REQUIRED = [
  'ALIPAY_APP_ID',
  'ALIPAY_PRIVATE_KEY',
  'ALIPAY_PUBLIC_KEY',
  'ALIPAY_NOTIFY_URL',
] as const;

/**
 * PAY_PROVIDER=alipay refuses to start without a complete, readable Alipay configuration; so does any
 * ALIPAY_ setting under the sandbox (its notify route stays open for orders made before a switch).
 */
function checkPaymentConfig(value: z.infer<typeof serverFields>, ctx: z.RefinementCtx): void {
  const alipayWanted = value.PAY_PROVIDER === 'alipay';
  if (!alipayWanted && !ALIPAY_REQUIRED.some((name) => value[name])) return;
  const fail = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  for (const name of ALIPAY_REQUIRED) {
    if (!value[name])
      fail(
        name,
        alipayWanted ? 'required when PAY_PROVIDER=alipay' : 'required with the other ALIPAY_ settings',
      );
  }
  if (value.ALIPAY_APP_ID && !/^\d{8,32}$/.test(value.ALIPAY_APP_ID))
    fail('ALIPAY_APP_ID', 'must be the APPID digits');
  // The parsers' messages name the variable and the problem, never the key's content.
  for (const [name, parse] of [
    ['ALIPAY_PRIVATE_KEY', parseAlipayPrivateKey],
    ['ALIPAY_PUBLIC_KEY', parseAlipayPublicKey],
  ] as const) {
    const text = value[name];
    if (!text) continue;
    try {
      parse(text, name);
    } catch (err) {
      fail(name, err instanceof Error ? err.message.replace(`${name} `, '') : 'unreadable');
    }
  }
  if (!httpsOrLoopback(value.ALIPAY_GATEWAY)) fail('ALIPAY_GATEWAY', 'must be an https:// URL');
  if (value.ALIPAY_NOTIFY_URL) {
    let url: URL | undefined;
    try {
      url = new URL(value.ALIPAY_NOTIFY_URL);
    } catch {
      fail('ALIPAY_NOTIFY_URL', 'must be a URL');
    }
    if (url && !httpsOrLoopback(url.href))
      fail('ALIPAY_NOTIFY_URL', 'must be an https:// URL Alipay can reach');
    if (url?.search) fail('ALIPAY_NOTIFY_URL', 'must not carry a query string (Alipay drops it)');
  }
}

/** What an unset PAY_PROVIDER and PUBLIC_BASE_URL stand for; src/server/start-settings.ts refuses them with DATABASE_URL. */
const serverSchema = serverFields.superRefine(checkPaymentConfig).transform((value) => ({
  ...value,
  PAY_PROVIDER: value.PAY_PROVIDER ?? ('sandbox' as const),
  PUBLIC_BASE_URL: value.PUBLIC_BASE_URL ?? `http://localhost:${value.PORT}`,
}));

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

/**
 * Which settings were named rather than defaulted: a URL built from the request is better than a
 * guessed default address, and the start refuses a production layout that names neither (ADR 0060, 0061).
 */
export const envProvided = {
  publicBaseUrl: Boolean(process.env.PUBLIC_BASE_URL),
  payProvider: Boolean(process.env.PAY_PROVIDER),
};

/** Values safe to expose to the browser. */
export const publicEnv = {
  contactEmail: env.CONTACT_EMAIL,
  contactPhone: env.CONTACT_PHONE,
  filingNumber: env.FILING_NUMBER,
} as const;
