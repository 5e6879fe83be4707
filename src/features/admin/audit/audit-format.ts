import { PRICE_CURRENCIES } from '@/contracts/catalogue-admin';
import type { AuditEntry } from '@/contracts/staff';
import type { ConsoleLang } from '../shell/console-lang';
import { formatMoney } from '../shell/format';

type Words = Readonly<Record<string, string>>;
/** The console texts this module reads (messages/*.json → `admin`): looked up by key, never guessed. */
export type AuditTexts = {
  audit: { actionNames: Words; targetTypes: Words; fields: Words; yes: string; no: string; unlimited: string; priceBreak: string };
  status: Words;
  roles: Words;
  inquiryState: Words;
  catalogue: { statuses: Words; stockStatuses: Words; units: Words };
  companies: { statuses: Words; seatStates: Words };
};
/** `targetType` tells apart the fields two kinds of target name alike (a product's status is not an account's). */
export type AuditFormatContext = { lang: ConsoleLang; texts: AuditTexts; currency: string | null; targetType?: string | null };
type Ctx = AuditFormatContext;

const own = (map: Readonly<Record<string, string>>, key: string) => (Object.hasOwn(map, key) ? map[key] : undefined);
const CURRENCY = /^[A-Z]{3}$/;
/** Keys whose numbers are minor units of money: unitPrice, price_fen, quotedTotal, amount… */
const MONEY_KEY = /price|total|amount|fen$/i;
/** Flags the database keeps as 0/1 rather than true/false. */
const FLAG_KEYS = new Set(['is_invoice', 'isHot', 'inMenu']);

/** "user.approve" → "Approve account"; an action the messages do not name yet stays as written. */
export function actionText(action: string, texts: AuditTexts['audit']): string {
  return own(texts.actionNames, action.replaceAll('.', '_')) ?? action;
}

type Target = Pick<AuditEntry, 'targetName' | 'targetType' | 'targetId'> & { targetTitle?: AuditEntry['targetTitle'] };

/**
 * The row's subject in words: the account's name and company; a product by SKU and title, a plan by
 * its name, a category by title and code; else its kind and key ("Inquiry RFQ20261124-000042").
 */
export function targetText(entry: Target, texts: AuditTexts['audit'], lang: ConsoleLang): string {
  if (entry.targetName) return entry.targetType && entry.targetId ? `${entry.targetName} · ${entry.targetId}` : entry.targetName;
  const title = entry.targetTitle?.[lang];
  if (title) {
    if (entry.targetType === 'product') return `${entry.targetId} · ${title}`;
    if (entry.targetType === 'category') return `${title} · ${entry.targetId}`;
    return title;
  }
  if (!entry.targetType) return entry.targetId ?? '—';
  const kind = own(texts.targetTypes, entry.targetType) ?? entry.targetType;
  return entry.targetId ? `${kind} ${entry.targetId}` : kind;
}

function stringText(key: string, value: string, ctx: Ctx): string {
  const { texts } = ctx;
  if (key === 'status' && ctx.targetType === 'product') return own(texts.catalogue.statuses, value) ?? value;
  if (key === 'status' && ctx.targetType === 'company') return own(texts.companies.statuses, value) ?? value;
  if (key === 'seatState') return own(texts.companies.seatStates, value) ?? value;
  if (key === 'status' || key === 'from' || key === 'to') return own(texts.status, value) ?? value;
  if (key === 'stockStatus') return own(texts.catalogue.stockStatuses, value) ?? value;
  if (key === 'unit') return own(texts.catalogue.units, value) ?? value;
  if (key === 'role') return own(texts.roles, value) ?? value;
  return value;
}

/** One entry of a list field: a specification, a vehicle fitted, a quantity break, in the console's language. */
function itemText(key: string, item: unknown, ctx: Ctx): string {
  const zh = ctx.lang === 'zh';
  if (item && typeof item === 'object') {
    const o = item as Record<string, unknown>;
    if (key === 'specs') return `${String(zh ? o.keyZh : o.keyEn)} ${String(zh ? o.valueZh : o.valueEn)}`;
    if (key === 'fitments') {
      const make = zh && o.makeZh ? o.makeZh : o.make;
      return [make, o.model, `${String(o.yearFrom)}–${String(o.yearTo)}`, o.engine].filter(Boolean).join(' ');
    }
    if (key === 'priceBreaks') {
      return ctx.texts.audit.priceBreak.replace('{minQty}', String(o.minQty)).replace('{percentOff}', String(o.percentOff));
    }
  }
  return valueText(key, item, ctx);
}

function valueText(key: string, value: unknown, ctx: Ctx): string {
  const { audit } = ctx.texts;
  if (key === 'per_day_limit' && value === null) return audit.unlimited;
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? audit.yes : audit.no;
  if (typeof value === 'number') {
    if (MONEY_KEY.test(key) && Number.isInteger(value)) {
      return formatMoney(value, /fen$/i.test(key) ? 'CNY' : (ctx.currency ?? 'CNY'), ctx.lang);
    }
    if (key === 'state') return own(ctx.texts.inquiryState, String(value)) ?? String(value);
    if (FLAG_KEYS.has(key) && (value === 0 || value === 1)) return value ? audit.yes : audit.no;
    return String(value);
  }
  if (typeof value === 'string') return stringText(key, value, ctx);
  if (Array.isArray(value)) {
    // Pictures are storage keys: how many there are is what the operator reads.
    if (key === 'images') return String(value.length);
    return value.length ? value.map((item) => itemText(key, item, ctx)).join(ctx.lang === 'zh' ? '、' : ', ') : '—';
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    // { USD: 1250, EUR: 1100 }: a price per currency.
    if (entries.length && entries.every(([k, v]) => CURRENCY.test(k) && (typeof v === 'number' || v === null))) {
      // In the order the product form lists them, whatever order the record kept its keys in.
      const rank = (c: string) => ((PRICE_CURRENCIES as readonly string[]).indexOf(c) + 1 || 99);
      return entries
        .sort(([x], [y]) => rank(x) - rank(y))
        .map(([c, v]) => (v === null ? `${c} —` : formatMoney(v as number, c, ctx.lang)))
        .join(', ');
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
