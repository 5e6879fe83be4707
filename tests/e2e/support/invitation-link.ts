import { readFile } from 'node:fs/promises';
import { serverLogPath } from './server-log';

/**
 * The invitation link texted to `mobile` after `since`, read where the invitee's phone would show it:
 * the console carrier's line in the server log (the number masked, the text as sent). Polls: the SMS
 * worker is asynchronous. Returns the path from the locale on (`/invitation/<token>` or `/en/…`).
 */
export async function readInvitationLink(baseURL: string, mobile: string, since: Date): Promise<{ path: string; token: string }> {
  const logFile = serverLogPath(new URL(baseURL).port);
  const masked = `${mobile.slice(0, 3)}****${mobile.slice(-4)}`;
  for (let attempt = 0; attempt < 80; attempt += 1) {
    const lines = (await readFile(logFile, 'utf8').catch(() => '')).split('\n').reverse();
    for (const line of lines) {
      if (!line.includes('"sms.console"')) continue;
      let entry: { event?: string; to?: string; text?: string; time?: string };
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        continue;
      }
      if (entry.event !== 'sms.console' || entry.to !== masked || !entry.time || new Date(entry.time) < since) continue;
      const found = entry.text?.match(/((?:\/en)?\/invitation\/([A-Za-z0-9_-]{43}))/);
      if (found) return { path: found[1]!, token: found[2]! };
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no invitation link for ${mobile} in the server log ${logFile}`);
}
