import type { OpenAPIHono } from '@hono/zod-openapi';
import { STATUS } from '@/contracts/envelope';
import { getDb } from '../../db';
import { readPriceHistory } from '../../catalog/read-price-history';
import type { AppEnv } from '../context';
import { okWith } from '../resource';
import { fail, failWith } from '../respond';
import { validationError } from '../validation-errors';
import * as r from './price-history.routes';

/** A member's price history of one product: parse, one catalogue operation, the envelope (never cached). */
export function registerPriceHistoryRoutes(app: OpenAPIHono<AppEnv>): void {
  app.openapi(
    r.priceHistoryRoute,
    async (c) =>
      okWith(
        c,
        'ok',
        await readPriceHistory(await getDb(), {
          skuCode: c.req.valid('param').skuCode,
          company: c.get('company'),
          lang: c.get('lang'),
        }),
      ),
    // A malformed SKU names no product: answer like an unknown one, as the product detail does.
    (result, c) => {
      if (result.success) return;
      if (result.target === 'param') {
        const shown = (c.req.param('skuCode') ?? '').replace(/[^\w-]/g, '?').slice(0, 40);
        return fail(c, STATUS.NOT_FOUND, 'productNotFound', { sku: shown });
      }
      return failWith(c, validationError(c.get('lang'), result.error.issues));
    },
  );
}
