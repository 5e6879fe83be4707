import fs from 'node:fs';
import path from 'node:path';

/**
 * Nothing secret reaches the browser. The test build runs with these canary values
 * in every secret variable; afterwards no file the browser can download (`.next/static`) may
 * contain any of them. A leak (a server module imported into a client component, a secret passed
 * as a prop or inlined through `NEXT_PUBLIC_*`) fails the run.
 */
const CANARY = 'canary7f3e9c2b5d1a4e8f6c0b9a7d3e5f1c2b';

export const SECRET_CANARY_ENV: Record<string, string> = {
  XSRF_SECRET: `${CANARY}-xsrf`,
  SMS_CODE_SECRET: `${CANARY}-sms`,
  ADMIN_MOBILE: '13800000009',
  ADMIN_PASSWORD: `${CANARY}-admin`,
  ALIYUN_SMS_ACCESS_KEY_ID: `${CANARY}-akid`,
  ALIYUN_SMS_ACCESS_KEY_SECRET: `${CANARY}-aksecret`,
  CHATBOT_WEBHOOK_URL: `https://chatbot.invalid/hook/${CANARY}-hook`,
  CHATBOT_SECRET: `${CANARY}-bot`,
};

function* filesUnder(dir: string): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** Files under `.next/static` that contain the canary; empty means clean. */
export function findLeakedSecrets(distDir = '.next'): string[] {
  const staticDir = path.join(distDir, 'static');
  if (!fs.existsSync(staticDir)) throw new Error(`${staticDir} does not exist: build first`);
  const leaks: string[] = [];
  for (const file of filesUnder(staticDir)) {
    if (fs.readFileSync(file).includes(CANARY)) leaks.push(path.relative(distDir, file));
  }
  return leaks;
}
