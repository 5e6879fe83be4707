import { defineConfig, devices } from '@playwright/test';
import { productionServerCommand } from './scripts/lib/server-command';
import {
  E2E_ADMIN_MOBILE,
  E2E_ADMIN_PASSWORD,
  E2E_CONSOLE_ADMIN_MOBILE,
  E2E_CONSOLE_ADMIN_PASSWORD,
} from './tests/e2e/support/operator';
import { serverLogPath } from './tests/e2e/support/server-log';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.e2e-data';

/** A Chinese-speaking buyer by default; tests that need English go to /en explicitly. */
const browser = { ...devices['Desktop Chrome'], channel: undefined, locale: 'zh-CN' };

/**
 * Journeys that read what every other journey changes, so they run after them, one at a time:
 * the console journey reads the newest audit entries (ten to a page: another worker's approvals
 * would push its own off) and changes a plan's price; the unknown-URL journey measures how much
 * the page cache, the data folder and the server log grew while it ran, and the dynamic-route one
 * whether any file appeared in the route cache; the freshness journey holds
 * the storefront to the issue's 5 seconds, which another worker's load would turn into a measure of the
 * machine rather than of the store.
 */
const ALONE = [
  /admin\.spec\.ts$/,
  /unknown-urls\.spec\.ts$/,
  /dynamic-route-keys\.spec\.ts$/,
  /storefront-freshness\.spec\.ts$/,
];

/** Exactly how `npm start` launches the server (heap flags, tsx's CommonJS hook), quoted for the shell. */
const server = productionServerCommand();
const serverCommand = [server.command, ...server.args].map((arg) => `'${arg.replaceAll("'", `'\\''`)}'`).join(' ');

/**
 * Browser journeys against the production build, on a fresh embedded database with the demo
 * catalogue, driving Debian's Chromium (Playwright's own browser download does not work here).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers, each taking whole spec files: journeys in one file share its buyers and its order.
  // Every journey makes its own buyers (uniqueMobile: a number per worker) or uses fixed numbers of its
  // own, so two files never meet in the same account; those that must be alone are in the last project.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace (a screencast and DOM snapshots of every step) costs CPU in every journey. On CI,
    // only a retry records one: a journey that fails fails twice, and its retry's trace shows how.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'chromium', use: browser, testIgnore: ALONE },
    // Runs once every journey above has (and not at all when one of them failed for good: Playwright
    // lists these as not run, and the run fails on the journey that did).
    { name: 'alone', use: browser, testMatch: ALONE, dependencies: ['chromium'], workers: 1 },
  ],
  webServer: {
    // The production server (scripts/serve.ts: Next behind our node:http server), as `npm start` runs it.
    // Its output also goes to a file a test can read (tests/e2e/support/server-log.ts).
    // Before it starts, tests/e2e/support/seed-invoice-buyers.ts adds buyers with paid orders to the fresh folder.
    command: `rm -rf ${DATA_DIR} && node_modules/.bin/tsx tests/e2e/support/seed-invoice-buyers.ts && ${serverCommand} 2>&1 | tee '${serverLogPath(PORT)}'`,
    url: `http://localhost:${PORT}/api/cate`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      DATA_DIR,
      PORT: String(PORT),
      NEXT_TELEMETRY_DISABLED: '1',
      SEED_PRODUCTS: '3000',
      // The operator account the journeys use to read the SMS log and approve applications …
      OPERATOR_MOBILE: E2E_ADMIN_MOBILE,
      OPERATOR_PASSWORD: E2E_ADMIN_PASSWORD,
      // … and the admin who sets up the console's second factor (tests/e2e/admin.spec.ts).
      ADMIN_MOBILE: E2E_CONSOLE_ADMIN_MOBILE,
      ADMIN_PASSWORD: E2E_CONSOLE_ADMIN_PASSWORD,
      SMS_PROVIDER: 'console',
      // A chat-bot webhook that refuses every post (our own API: a POST without the XSRF pair → 403):
      // every chat-bot notice fails for good at once, so the console journey has a failed message to send again.
      CHATBOT_WEBHOOK_URL: `http://127.0.0.1:${PORT}/api/e2e-chat-bot-gone`,
      SMS_RESEND_GAP_SECONDS: '1',
      // Journeys wait for each verification code the outbox worker sends (a buyer made through the API
      // waits for two): polling eight times as often as production takes most of the idle wait out of each.
      OUTBOX_POLL_MS: '250',
      // The webhook journey's receiver runs on loopback over http, as in development.
      WEBHOOK_ALLOW_LOCAL: '1',
      // Every journey registers its own buyers from this one machine: far more than a real desk's 20 an hour.
      SMS_PER_IP_HOUR: '1000',
      // Failures only: an access line for each of the journeys' requests would bury what matters.
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
    stdout: 'pipe',
  },
});
