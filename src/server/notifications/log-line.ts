import { logEvent } from '../security/safe-log';

type Level = 'debug' | 'info' | 'warn' | 'error';

/**
 * One JSON line per event, through the process's logger like every other line.
 * Callers pass only masked mobiles and no secrets; the console SMS provider is the one deliberate
 * exception for the text (it is the development carrier).
 */
export function logLine(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  logEvent(level, event, fields);
}
