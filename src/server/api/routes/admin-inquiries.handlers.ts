import type { OpenAPIHono } from '@hono/zod-openapi';
import { getDb } from '../../db';
import { closeInquiryAsOperator } from '../../inquiries/close-inquiry-as-operator';
import { getInquiryForOperator } from '../../inquiries/get-inquiry-for-operator';
import { listInquiriesForOperator } from '../../inquiries/list-inquiries-for-operator';
import { quoteInquiry } from '../../inquiries/quote-inquiry';
import { readAttachment } from '../../inquiries/read-attachment';
import { fileStore } from '../../storage/file-store';
import type { AppEnv } from '../context';
import { requestIp } from '../middleware/auth';
import { okWith } from '../resource';
import { downloadResponse } from '../download-response';
import * as r from './admin-inquiries.routes';

export function registerAdminInquiryRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(r.listRoute, async (c) => {
    const { state, userId, sort, page, pageSize } = c.req.valid('query');
    return okWith(
      c,
      'ok',
      await listInquiriesForOperator(await getDb(), {
        state,
        userId,
        sort,
        page,
        pageSize,
        lang: c.get('lang'),
      }),
    );
  });

  app.openapi(r.detailRoute, async (c) =>
    okWith(
      c,
      'ok',
      await getInquiryForOperator(await getDb(), { inquiryId: c.req.valid('param').id, lang: c.get('lang') }),
    ),
  );

  app.openapi(r.quoteRoute, async (c) => {
    const db = await getDb();
    const input = { inquiryId: c.req.valid('param').id, lang: c.get('lang') };
    await quoteInquiry(db, {
      ...input,
      operatorId: c.get('user').id,
      ip: requestIp(c),
      body: c.req.valid('json'),
    });
    return okWith(c, 'inquiryQuoted', await getInquiryForOperator(db, input));
  });

  app.openapi(r.closeRoute, async (c) => {
    const db = await getDb();
    const input = { inquiryId: c.req.valid('param').id, lang: c.get('lang') };
    await closeInquiryAsOperator(db, { ...input, operatorId: c.get('user').id, ip: requestIp(c) });
    return okWith(c, 'inquiryClosed', await getInquiryForOperator(db, input));
  });

  app.openapi(r.attachmentRoute, async (c) =>
    downloadResponse(
      await readAttachment(await getDb(), fileStore(), {
        attachmentId: c.req.valid('param').id,
        viewer: null,
      }),
    ),
  );
}
