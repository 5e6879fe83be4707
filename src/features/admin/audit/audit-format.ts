import type { AuditEntry } from '@/contracts/staff';
import type { ConsoleLang } from '../shell/console-lang';
import { formatMoney } from '../shell/format';

type Words = Readonly<Record<string, string>>;
/** The console texts this module reads (messages/*.json → `admin`): looked up by key, never guessed. */
export type AuditTexts = {
  audit: { actionNames: Words; targetTypes: Words; fields: Words; yes: string; no: string };
  status: Words;
  roles: Words;
  inquiryState: Words;
};
export type AuditFormatContext = { lang: ConsoleLang; texts: AuditTexts; currency: string | null };
type Ctx = AuditFormatContext;

const own = (map: Readonly<Record<string, string>>, key: string) => (Object.hasOwn(map, key) ? map[key] : undefined);
const CURRENCY = /^[A-Z]{3}$/;
/** Keys whose numbers are minor units of money: unitPrice, price_fen, quotedTotal, amount… */
const MONEY_KEY = /price|total|amount|fen$/i;

/** "user.approve" → "Approve account"; an action the messages do not name yet stays as written. */
export function actionText(action: string, texts: AuditTexts['audit']): string {
  return own(texts.actionNames, action.replaceAll('.', '_')) ?? action;
}

/** The row's subject in words: the account's name and company, else its kind and key ("Inquiry Q2611-0001"). */
export function targetText(entry: Pick<AuditEntry, 'targetName' | 'targetType' | 'targetId'>, texts: AuditTexts['audit']): string {
  if (entry.targetName) return entry.targetType && entry.targetId ? `${entry.targetName} · ${entry.targetId}` : entry.targetName;
  if (!entry.targetType) return entry.targetId ?? '—';
  const kind = own(texts.targetTypes, entry.targetType) ?? entry.targetType;
  return entry.targetId ? `${kind} ${entry.targetId}` : kind;
}

function valueText(key: string, value: unknown, ctx: Ctx): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? ctx.texts.audit.yes : ctx.texts.audit.no;
  if (typeof value === 'number') {
    if (MONEY_KEY.test(key) && Number.isInteger(value)) {
      return formatMoney(value, /fen$/i.test(key) ? 'CNY' : (ctx.currency ?? 'CNY'), ctx.lang);
    }
    if (key === 'state') return own(ctx.texts.inquiryState, String(value)) ?? String(value);
    return String(value);
  }
  if (typeof value === 'string') {
    if (key === 'status' || key === 'from' || key === 'to') return own(ctx.texts.status, value) ?? value;
    if (key === 'role') return own(ctx.texts.roles, value) ?? value;
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => valueText(key, item, ctx)).join('; ');
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    // { USD: 1250, EUR: 1100 }: a price per currency.
    if (entries.length && entries.every(([k, v]) => CURRENCY.test(k) && (typeof v === 'number' || v === null))) {
      return entries.map(([c, v]) => (v === null ? `${c} —` : formatMoney(v as number, c, ctx.lang))).join(', ');
    }
    // A quote line: "#1 US$12.50".
    if ('lineNo' in value && 'unitPrice' in value) {
      const line = value as { lineNo: unknown; unitPrice: unknown };
      return `#${String(line.lineNo)} ${valueText('unitPrice', line.unitPrice, ctx)}`;
    }
    return entries.map(([k, v]) => `${fieldName(k, ctx.texts)} ${valueText(k, v, ctx)}`).join(', ');
  }
  return String(value);
}

const fieldName = (key: string, texts: AuditTexts) => own(texts.audit.fields, key) ?? key;

/**
 * A before/after record as the operator reads it: field names and values translated, money in the
 * target's currency (minor units → "US$12.50"), states and roles by name; "—" when nothing changed.
 */
export function changesText(value: Record<string, unknown> | null, ctx: AuditFormatContext): string {
  if (!value || !Object.keys(value).length) return '—';
  return Object.entries(value)
    .map(([k, v]) => `${fieldName(k, ctx.texts)}: ${valueText(k, v, ctx)}`)
    .join('; ');
}
