import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { STATUS } from '@/contracts/envelope';
import { IDEMPOTENCY_KEY_PATTERN } from '@/contracts/inquiries';
import { normalizeKeyword } from '@/lib/normalize-keyword';
import { searchWithTrade } from '../../catalog/search-with-trade';
import { attachTrade } from '../../catalog/attach-trade';
import { toCategoryTree } from '../../catalog/category-node';
import { getProductBySku } from '../../catalog/get-product-by-sku';
import { listCategoryTree } from '../../catalog/list-category-tree';
import { getDb } from '../../db';
import { DomainError } from '../../domain-error';
import { createInquiry } from '../../inquiries/create-inquiry';
import { getInquiry } from '../../inquiries/get-inquiry';
import type { InquiryViewer } from '../../inquiries/inquiry-viewer';
import { listInquiries } from '../../inquiries/list-inquiries';
import { listInvoices } from '../../invoices/list-invoices';
import { listOrders } from '../../membership/list-orders';
import { postgresSearchEngine } from '../../search/postgres-search-engine';
import { listProductFitment } from '../../vehicles/list-product-fitment';
import type { AppEnv } from '../context';
import { okWith } from '../resource';
import { fail, failWith } from '../respond';
import { validationError } from '../validation-errors';
import * as r from './buyer-api-v1.routes';

const caller = (c: Context<AppEnv>) => c.get('apiCaller');

/**
 * Whose inquiries a token reads: the whole company's. Only the company's owner can create a token, and
 * the token speaks for the company, so it gets the owner's view whoever holds the owner role now.
 */
function companyViewer(c: Context<AppEnv>): InquiryViewer {
  const { user, company } = caller(c);
  return { userId: user.id, companyId: company.id, wholeCompany: true };
}

/** The SKU as echoed in a message: bounded and printable, never the raw path. */
function shownSku(raw: string): string {
  return raw.replace(/[^\w-]/g, '?').slice(0, 40);
}

/** A malformed SKU names no product: answered like an unknown one rather than as a form error. */
const skuHook = (
  result: { success: true } | { success: false; target: string; error: { issues: Parameters<typeof validationError>[1] } },
  c: Context<AppEnv>,
) => {
  if (result.success) return;
  if (result.target === 'param') return fail(c, STATUS.NOT_FOUND, 'productNotFound', { sku: shownSku(c.req.param('skuCode') ?? '') });
  return failWith(c, validationError(c.get('lang'), result.error.issues));
};

/** The buyer API's versioned routes: parse, call one operation with the token's company, shape the envelope. */
export function registerBuyerApiV1Routes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(r.categoriesRoute, async (c) => okWith(c, 'ok', toCategoryTree(await listCategoryTree(await getDb()))));

  // Never the cached visitor listing: the caller is always a company, so every card carries its tier.
  app.openapi(r.productsRoute, async (c) => {
    const { cid, keyword, page, pageSize, sort, cursor, vehicle } = c.req.valid('query');
    const site = c.get('site');
    const lang = c.get('lang');
    const db = await getDb();
    const engine = postgresSearchEngine(db);
    const { entitlements } = caller(c);
    const text = normalizeKeyword(keyword);
    if (text) {
      return okWith(c, 'ok', await searchWithTrade(db, { keyword: text, cid, vehicleId: vehicle, sort, page, pageSize, cursor, site, lang, entitlements }));
    }
    const listing = await engine.list({ cid, vehicleId: vehicle, page, pageSize, sort, cursor, site, lang });
    return okWith(c, 'ok', { ...listing, items: await attachTrade(db, listing.items, { site, entitlements }) });
  });

  app.openapi(
    r.productRoute,
    async (c) => {
      const skuCode = c.req.valid('param').skuCode;
      const site = c.get('site');
      const db = await getDb();
      const product = await getProductBySku(db, { skuCode, site, lang: c.get('lang') });
      if (!product) return fail(c, STATUS.NOT_FOUND, 'productNotFound', { sku: skuCode });
      const [withTrade] = await attachTrade(db, [product], { site, entitlements: caller(c).entitlements });
      return okWith(c, 'ok', withTrade ?? { ...product, trade: null });
    },
    skuHook,
  );

  app.openapi(
    r.productFitmentRoute,
    async (c) => {
      const skuCode = c.req.valid('param').skuCode;
      const fitment = await listProductFitment(await getDb(), { skuCode, lang: c.get('lang') });
      if (!fitment) return fail(c, STATUS.NOT_FOUND, 'productNotFound', { sku: skuCode });
      return okWith(c, 'ok', fitment);
    },
    skuHook,
  );

  app.openapi(r.createInquiryRoute, async (c) => {
    const key = c.req.valid('header')['idempotency-key'];
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw DomainError.field('Idempotency-Key', 'idempotencyKeyMissing');
    const db = await getDb();
    const { user, company } = caller(c);
    // Sent as the token's creator, so the allowance, deadline and notices are the storefront's.
    const { inquiryId } = await createInquiry(db, {
      buyer: { id: user.id, companyId: company.id, company: company.name },
      site: c.get('site'),
      lang: c.get('lang'),
      idempotencyKey: key,
      body: { ...c.req.valid('json'), attachmentIds: [] },
    });
    const detail = await getInquiry(db, { viewer: companyViewer(c), inquiryId, lang: c.get('lang') });
    return okWith(c, 'inquirySubmitted', detail, { reference: detail.reference });
  });

  // The storefront list's filters as they are (the v1 query is that query without `export`).
  app.openapi(r.listInquiriesRoute, async (c) =>
    okWith(c, 'ok', await listInquiries(await getDb(), { viewer: companyViewer(c), lang: c.get('lang'), ...c.req.valid('query') })),
  );

  app.openapi(r.getInquiryRoute, async (c) =>
    okWith(c, 'ok', await getInquiry(await getDb(), { viewer: companyViewer(c), inquiryId: c.req.valid('param').id, lang: c.get('lang') })),
  );

  app.openapi(r.listOrdersRoute, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    return okWith(c, 'ok', await listOrders(await getDb(), { companyId: caller(c).company.id, page, pageSize, lang: c.get('lang') }));
  });

  app.openapi(r.listInvoicesRoute, async (c) => {
    const { page, pageSize } = c.req.valid('query');
    return okWith(c, 'ok', await listInvoices(await getDb(), { companyId: caller(c).company.id, page, pageSize }));
  });
}
