import crypto from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { INQUIRY_STATE, type createInquiryBodySchema } from '@/contracts/inquiries';
import { CURRENCY_BY_SITE, type Lang, type Site } from '@/contracts/site';
import type { z } from 'zod';
import { chinaDay } from '@/lib/china-date';
import { now } from '../clock';
import { inquiries, inquiryAttachments, inquiryBasketItems, inquiryLines } from '../db/schema';
import type { Db } from '../db/types';
import { DomainError } from '../domain-error';
import { consumeDailyAllowance } from '../membership/daily-allowance';
import { entitlementsOf } from '../membership/entitlements';
import { companyOfUser } from '../companies/company-of-user';
import { entitledAccountManager } from '../companies/account-manager';
import { enqueueChatBotMessage } from '../notifications/enqueue-chat-bot';
import { inquiryReference } from './inquiry-reference';
import { draftsFromBasket, draftsFromInput, type LineDraft } from './line-drafts';
import { lockBuyer } from './lock-buyer';
import { basketOf } from './basket-scope';

export type CreateInquiryBody = z.output<typeof createInquiryBodySchema>;

export type CreateInquiryInput = {
  /** Who sends it, and the company it belongs to (its name goes to the operators' notice). */
  buyer: { id: number; companyId: number; company: string };
  site: Site;
  lang: Lang;
  /** The Idempotency-Key header (IDEMPOTENCY_KEY_PATTERN). */
  idempotencyKey: string;
  body: CreateInquiryBody;
};

/** What makes two requests "the same": the site and the body as the contract parsed it. */
function fingerprint(site: Site, body: CreateInquiryBody): string {
  return crypto.createHash('sha256').update(JSON.stringify({ site, body })).digest('hex');
}

async function findByKey(db: Db, userId: number, key: string) {
  const [row] = await db
    .select({ id: inquiries.id, requestHash: inquiries.requestHash })
    .from(inquiries)
    .where(and(eq(inquiries.userId, userId), eq(inquiries.idempotencyKey, key)));
  return row;
}

function replay(earlier: { id: number; requestHash: string | null }, hash: string) {
  if (earlier.requestHash !== hash) throw new DomainError('conflict', 'idempotencyKeyReused');
  return { inquiryId: earlier.id, created: false };
}

/**
 * POST /api/inquiry. One transaction stores the inquiry with its lines (product facts and list prices
 * copied), claims the buyer's uploaded attachments, empties the site's basket when the basket was
 * sent, and queues the operators' chat-bot notice (naming the company's account manager when its
 * plan grants one). The company's plan is read once: the deadline, the manager and the daily allowance
 * all come from it. Idempotent per (buyer, Idempotency-Key): the same key with the same request
 * answers the first inquiry again, with another request 409. Concurrent duplicates queue on the
 * buyer's row lock and then find the first one; the unique index backs it.
 */
export async function createInquiry(
  db: Db,
  input: CreateInquiryInput,
): Promise<{ inquiryId: number; created: boolean }> {
  const { buyer, site, lang, idempotencyKey, body } = input;
  const hash = fingerprint(site, body);
  const earlier = await findByKey(db, buyer.id, idempotencyKey);
  if (earlier) return replay(earlier, hash);

  const at = now();
  const context = { lang, site, today: chinaDay(at) };
  // The deadline the company's plan promises now (the free tier's without one), and its account manager.
  const company = await companyOfUser(db, buyer.id);
  const entitlements = await entitlementsOf(db, company, at);
  const manager = await entitledAccountManager(db, company, entitlements);
  const listed = body.lines ? await draftsFromInput(db, body.lines, context) : null;

  const outcome = await db.transaction(async (tx) => {
    await lockBuyer(tx, buyer.id);
    const raced = await findByKey(tx, buyer.id, idempotencyKey);
    if (raced) return { created: false as const, earlier: raced };
    const drafts = listed ?? (await draftsFromBasket(tx, buyer.id, context));
    const id = await nextInquiryId(tx);
    const reference = inquiryReference(id, at);
    const [inserted] = await tx
      .insert(inquiries)
      .values({
        id,
        reference,
        userId: buyer.id,
        companyId: buyer.companyId,
        site,
        currency: CURRENCY_BY_SITE[site],
        state: INQUIRY_STATE.SUBMITTED,
        message: body.message,
        contactName: body.contactName,
        contactMobile: body.contactMobile,
        lang,
        idempotencyKey,
        requestHash: hash,
        answerDueAt: new Date(at.getTime() + entitlements.answerHours * 3_600_000),
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing({
        target: [inquiries.userId, inquiries.idempotencyKey],
        where: sql`${inquiries.idempotencyKey} is not null`,
      })
      .returning({ id: inquiries.id });
    if (!inserted) return { created: false as const, earlier: null };
    // What the buyer's plan promises per day (a replayed key never gets here, so it costs nothing).
    await consumeDailyAllowance(tx, buyer.id, 'inquiry', at, entitlements);
    await tx
      .insert(inquiryLines)
      .values(drafts.map((line, index) => ({ ...line, inquiryId: id, lineNo: index + 1 })));
    await claimAttachments(tx, buyer.id, id, body.attachmentIds);
    if (!body.lines) {
      await tx.delete(inquiryBasketItems).where(basketOf({ userId: buyer.id, site }));
    }
    await enqueueChatBotMessage(tx, {
      type: 'inquiry.created',
      reference,
      company: buyer.company,
      name: body.contactName,
      mobile: body.contactMobile,
      lineCount: drafts.length,
      parts: partsSummary(drafts),
      createdAt: at,
      manager: manager && { name: manager.name, mobile: manager.mobile },
    });
    return { created: true as const, id };
  });

  if (outcome.created) return { inquiryId: outcome.id, created: true };
  // Another request with this key committed first (the index refused ours, or we found it under the lock).
  const winner = outcome.earlier ?? (await findByKey(db, buyer.id, idempotencyKey));
  if (!winner) throw new Error('idempotency conflict without a stored inquiry');
  return replay(winner, hash);
}

async function nextInquiryId(tx: Db): Promise<number> {
  const result = await tx.execute(sql`SELECT nextval(pg_get_serial_sequence('inquiries', 'id'))::int AS id`);
  const id = (result as unknown as { rows: { id: number }[] }).rows[0]?.id;
  if (id === undefined) throw new Error('no inquiry id from the sequence');
  return Number(id);
}

/** The buyer's own, not yet used uploads become the inquiry's; any other id fails the whole request. */
async function claimAttachments(
  tx: Db,
  userId: number,
  inquiryId: number,
  ids: readonly number[],
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const claimed = await tx
    .update(inquiryAttachments)
    .set({ inquiryId })
    .where(
      and(
        inArray(inquiryAttachments.id, wanted),
        eq(inquiryAttachments.userId, userId),
        isNull(inquiryAttachments.inquiryId),
      ),
    )
    .returning({ id: inquiryAttachments.id });
  const got = new Set(claimed.map((row) => row.id));
  const missing = wanted.find((id) => !got.has(id));
  if (missing !== undefined)
    throw DomainError.field('attachmentIds', 'attachmentUnavailable', { id: missing });
}

function partsSummary(drafts: readonly LineDraft[]): string {
  const first = drafts.slice(0, 3).map((d) => d.partNumber);
  return first.join(', ') + (drafts.length > first.length ? ` +${drafts.length - first.length}` : '');
}
