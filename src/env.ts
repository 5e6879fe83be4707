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
  /** HMAC key for the XSRF token; generated and kept in the database when unset. */
  XSRF_SECRET: z.string().min(32).optional(),
  /** Contact details shown in the header. */
  CONTACT_EMAIL: z.string().email().default('service@partsmall.example'),
  CONTACT_PHONE: z.string().min(3).default('+86 400-820-8820'),
  /** ICP filing number shown in the footer. */
  FILING_NUMBER: z.string().default('沪ICP备2026000000号-1'),
  /** Set when running behind a trusted reverse proxy: then X-Forwarded-For names the client. */
  TRUST_PROXY: bool,
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
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
