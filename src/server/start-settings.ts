import { env, envProvided, type ServerEnv } from '@/env';

/*
 * What a server start checks about payments and public links before it opens anything
 * (docs/decisions/0060-the-sandbox-is-never-a-silent-default.md, 0061-public-links-from-public-base-url.md).
 * DATABASE_URL means the production layout: there a forgotten variable must stop the start rather
 * than give memberships away or send buyers links to localhost. On the embedded demo the defaults
 * stay, and the start-up log says which ones were taken.
 */

export type StartFacts = {
  databaseUrl: ServerEnv['DATABASE_URL'];
  payProvider: ServerEnv['PAY_PROVIDER'];
  publicBaseUrl: string;
  /** Whether PAY_PROVIDER / PUBLIC_BASE_URL were named in the environment rather than defaulted. */
  provided: { payProvider: boolean; publicBaseUrl: boolean };
};

export type StartSettings = {
  /** Each names the variable and what to set; any one stops the start. */
  refusals: string[];
  /** Lines the start-up log shows once. */
  notices: string[];
};

export function startSettings(facts: StartFacts): StartSettings {
  const refusals: string[] = [];
  const notices: string[] = [];
  const production = Boolean(facts.databaseUrl);
  if (production && !facts.provided.payProvider) {
    refusals.push(
      'PAY_PROVIDER is required with DATABASE_URL: set PAY_PROVIDER=alipay to take real payments, or ' +
        'PAY_PROVIDER=sandbox for a test store whose orders are paid on a test cashier and bring no money.',
    );
  }
  if (production && !facts.provided.publicBaseUrl) {
    refusals.push(
      "PUBLIC_BASE_URL is required with DATABASE_URL: set it to the store's public address " +
        '(e.g. https://shop.example.com); links in SMS texts, exports and payments are built from it.',
    );
  }
  if (facts.payProvider === 'sandbox') {
    notices.push(
      `Payments: TEST MODE — the sandbox cashier ${facts.provided.payProvider ? '(PAY_PROVIDER=sandbox)' : '(PAY_PROVIDER is not set)'} ` +
        'marks orders paid without taking money; they are test orders, left out of revenue. Set PAY_PROVIDER=alipay for real payments.',
    );
  }
  if (!facts.provided.publicBaseUrl) {
    notices.push(
      `PUBLIC_BASE_URL is not set: links in SMS texts and exports point at ${facts.publicBaseUrl}. ` +
        "Set PUBLIC_BASE_URL to the store's public address (e.g. https://shop.example.com).",
    );
  }
  return { refusals, notices };
}

export function currentStartSettings(): StartSettings {
  return startSettings({
    databaseUrl: env.DATABASE_URL,
    payProvider: env.PAY_PROVIDER,
    publicBaseUrl: env.PUBLIC_BASE_URL,
    provided: envProvided,
  });
}

/** The refusals as the one paragraph a failed start prints, or null when the start may go on. */
export function startRefusal(settings: StartSettings = currentStartSettings()): string | null {
  if (settings.refusals.length === 0) return null;
  return ['PartsMall will not start:', ...settings.refusals.map((line) => `  ${line}`)].join('\n');
}

/** Set on globalThis: the production server and the Next app it loads share the process, not module copies. */
const ANNOUNCED = Symbol.for('partsmall.startSettingsAnnounced');

/**
 * At every server start, before the database opens: a refusal prints its reasons and exits 1; the
 * notices are printed once per process (every entry point calls this; the first one prints).
 */
export function checkStartSettingsOrExit(): void {
  const settings = currentStartSettings();
  const refusal = startRefusal(settings);
  if (refusal) {
    console.error(`\n${refusal}\n`);
    process.exit(1);
  }
  const holder = globalThis as { [ANNOUNCED]?: boolean };
  if (holder[ANNOUNCED]) return;
  holder[ANNOUNCED] = true;
  for (const line of settings.notices) console.warn(line);
}
