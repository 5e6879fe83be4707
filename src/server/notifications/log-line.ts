import { env } from '@/env';

const order = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof order, 'silent'>;

/**
 * One JSON line per event (checklist row 25). Callers pass only masked mobiles and no secrets; the
 * console SMS provider is the one deliberate exception for the text (it is the development carrier).
 */
export function logLine(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  if (order[level] < order[env.LOG_LEVEL]) return;
  const line = JSON.stringify({ level, time: new Date().toISOString(), event, ...fields });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}
