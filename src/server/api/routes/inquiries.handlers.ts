import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { STATUS } from '@/contracts/envelope';
import { IDEMPOTENCY_KEY_PATTERN, INQUIRY_LIMITS } from '@/contracts/inquiries';
import { getDb } from '../../db';
import { DomainError } from '../../domain-error';
import { acceptInquiry } from '../../inquiries/accept-inquiry';
import { closeInquiries } from '../../inquiries/close-inquiries';
import { createInquiry } from '../../inquiries/create-inquiry';
import { emptyBasket } from '../../inquiries/empty-basket';
import { exportInquiries } from '../../inquiries/export-inquiries';
import { getBasket } from '../../inquiries/get-basket';
import { getInquiry } from '../../inquiries/get-inquiry';
import { inquiryViewer } from '../../inquiries/inquiry-viewer';
import { listInquiries } from '../../inquiries/list-inquiries';
import { rowsFromText } from '../../inquiries/parse-parts-list';
import { putBasketLine } from '../../inquiries/put-basket-line';
import { quickInquiry, type QuickInquiryResult } from '../../inquiries/quick-inquiry';
import { readAttachment } from '../../inquiries/read-attachment';
import { readPartsFile } from '../../inquiries/read-parts-file';
import { removeBasketLine } from '../../inquiries/remove-basket-line';
import { uploadAttachment } from '../../inquiries/upload-attachment';
import { fileStore } from '../../storage/file-store';
import { ApiError } from '../api-error';
import type { AppEnv } from '../context';
import { attachmentDisposition } from '../../exports/content-disposition';
import { declareRawBodyRoute } from '../middleware/input-policy';
import { readLimitedBody } from '../read-limited-body';
import { downloadResponse } from '../download-response';
import { translateApi } from '../translate';
import { signedInCompany } from '../company-scope';
import { okWith } from '../resource';
import * as r from './inquiries.routes';

/** Largest parts-list file (the quick inquiry takes 500 lines; 1 MB is far more than that). */
export const PARTS_FILE_MAX_BYTES = 1024 * 1024;

const buyer = (c: Context<AppEnv>) => c.get('user');
/** Whose inquiries this session reads and acts on: its company's (the owner) or its own (a colleague). */
const viewer = (c: Context<AppEnv>) => inquiryViewer(c.get('user'), signedInCompany(c));

function translatedQuick(c: Context<AppEnv>, result: QuickInquiryResult) {
  const lang = c.get('lang');
  return {
    ...result,
    lines: result.lines.map((line) => ({
      ...line,
      problem: line.problem ? translateApi(lang, line.problem.key, line.problem.params) : null,
    })),
  };
}

/** The buyer's inquiry routes: each parses, calls one server/inquiries operation, and shapes the envelope. */
export function registerInquiryRoutes(app: OpenAPIHono<AppEnv>): void {
  const basketAnswer = async (c: Context<AppEnv>, key: 'ok' | 'basketLineSaved' | 'basketLineRemoved' | 'basketEmptied') =>
    okWith(c, key, await getBasket(await getDb(), { userId: buyer(c).id, site: c.get('site'), lang: c.get('lang') }));

  app.openapi(r.getBasketRoute, (c) => basketAnswer(c, 'ok'));

  app.openapi(r.putBasketLineRoute, async (c) => {
    await putBasketLine(await getDb(), {
      userId: buyer(c).id,
      site: c.get('site'),
      lang: c.get('lang'),
      productRef: c.req.valid('param').id,
      line: c.req.valid('json'),
    });
    return basketAnswer(c, 'basketLineSaved');
  });

  app.openapi(r.deleteBasketLineRoute, async (c) => {
    await removeBasketLine(await getDb(), { userId: buyer(c).id, site: c.get('site'), productRef: c.req.valid('param').id });
    return basketAnswer(c, 'basketLineRemoved');
  });

  app.openapi(r.emptyBasketRoute, async (c) => {
    await emptyBasket(await getDb(), { userId: buyer(c).id, site: c.get('site') });
    return basketAnswer(c, 'basketEmptied');
  });

  app.openapi(r.quickRoute, async (c) => {
    const body = c.req.valid('json');
    const result = await quickInquiry(await getDb(), {
      userId: buyer(c).id,
      company: c.get('company'),
      site: c.get('site'),
      lang: c.get('lang'),
      rows: rowsFromText(body.text),
      addToBasket: body.addToBasket,
      whenInBasket: body.whenInBasket,
      field: 'text',
    });
    return okWith(c, 'quickMatched', translatedQuick(c, result), { matched: result.matched, total: result.lines.length });
  });

  declareRawBodyRoute('POST', '/api/inquiry/quick/file');
  app.openapi(r.quickFileRoute, async (c) => {
    const bytes = await readLimitedBody(c, PARTS_FILE_MAX_BYTES, { key: 'payloadTooLarge', params: { limit: '1 MB' } });
    const rows = await readPartsFile(c.req.header('Content-Type'), bytes);
    const result = await quickInquiry(await getDb(), {
      userId: buyer(c).id,
      company: c.get('company'),
      site: c.get('site'),
      lang: c.get('lang'),
      rows,
      addToBasket: c.req.valid('query').addToBasket === 'true',
      whenInBasket: c.req.valid('query').whenInBasket,
      field: 'body',
    });
    return okWith(c, 'quickMatched', translatedQuick(c, result), { matched: result.matched, total: result.lines.length });
  });

  declareRawBodyRoute('POST', '/api/inquiry/attachments');
  app.openapi(r.uploadAttachmentRoute, async (c) => {
    const bytes = await readLimitedBody(c, INQUIRY_LIMITS.attachmentMaxBytes, {
      key: 'attachmentTooLarge',
      params: { limit: '5 MB' },
    });
    const attachment = await uploadAttachment(await getDb(), fileStore(), {
      userId: buyer(c).id,
      fileName: c.req.valid('query').name,
      declaredType: c.req.header('Content-Type'),
      bytes,
    });
    return okWith(c, 'attachmentUploaded', attachment);
  });

  app.openapi(r.downloadAttachmentRoute, async (c) => {
    const file = await readAttachment(await getDb(), fileStore(), {
      attachmentId: c.req.valid('param').id,
      viewer: viewer(c),
    });
    return downloadResponse(file);
  });

  app.openapi(r.createInquiryRoute, async (c) => {
    const key = c.req.valid('header')['idempotency-key'];
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw DomainError.field('Idempotency-Key', 'idempotencyKeyMissing');
    const db = await getDb();
    const user = buyer(c);
    const company = signedInCompany(c);
    const { inquiryId } = await createInquiry(db, {
      buyer: { id: user.id, companyId: company.id, company: company.name },
      site: c.get('site'),
      lang: c.get('lang'),
      idempotencyKey: key,
      body: c.req.valid('json'),
    });
    const detail = await getInquiry(db, { viewer: inquiryViewer(user, company), inquiryId, lang: c.get('lang') });
    return okWith(c, 'inquirySubmitted', detail, { reference: detail.reference });
  });

  app.openapi(r.listInquiriesRoute, async (c) => {
    const { page, pageSize, state, from, to, keyword, cid, export: format } = c.req.valid('query');
    if (format) {
      const file = await exportInquiries(await getDb(), { viewer: viewer(c), lang: c.get('lang'), format, state, from, to, keyword, cid });
      return new Response(file.body, {
        status: 200,
        headers: {
          'Content-Type': file.contentType,
          'Content-Disposition': attachmentDisposition(file.fileName, file.asciiFileName),
          'Cache-Control': 'no-store',
        },
      });
    }
    const list = await listInquiries(await getDb(), {
      viewer: viewer(c),
      lang: c.get('lang'),
      page,
      pageSize,
      state,
      from,
      to,
      keyword,
      cid,
    });
    return okWith(c, 'ok', list);
  });

  app.openapi(r.bulkCloseRoute, async (c) => {
    const lang = c.get('lang');
    const { ids } = c.req.valid('json');
    const result = await closeInquiries(await getDb(), { viewer: viewer(c), ids, lang });
    const refused = result.refused.map((x) => ({ id: x.id, state: x.state, reason: translateApi(lang, x.reason.key, x.reason.params) }));
    if (result.updated.length === 0) {
      throw new ApiError(
        STATUS.CONFLICT,
        'nothingClosed',
        {},
        refused.map((x) => ({ path: `ids.${ids.indexOf(x.id)}`, message: x.reason })),
      );
    }
    return okWith(c, 'inquiriesClosed', { updated: result.updated, refused }, { count: result.updated.length });
  });

  app.openapi(r.getInquiryRoute, async (c) =>
    okWith(c, 'ok', await getInquiry(await getDb(), { viewer: viewer(c), inquiryId: c.req.valid('param').id, lang: c.get('lang') })),
  );

  app.openapi(r.acceptInquiryRoute, async (c) => {
    const db = await getDb();
    const input = { viewer: viewer(c), inquiryId: c.req.valid('param').id, lang: c.get('lang') };
    await acceptInquiry(db, input);
    return okWith(c, 'inquiryAccepted', await getInquiry(db, input));
  });
}
