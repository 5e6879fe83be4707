import { createRoute, z } from '@hono/zod-openapi';
import { errorEnvelopeSchema } from '@/contracts/envelope';
import { localeQueryShape } from '../locale-query';

/*
 * GET /proxy/amap/ — the region picker's data. It mimics AMap's district API (the spec's "separate proxy
 * host"), so it answers AMap's `{status:'1', info:'OK', districts}` and NOT our envelope. Outside /api:
 * no auth, no XSRF. The tree is static: serialised once, cached for a day, ETag'd, pre-gzipped where possible.
 */

const regionFields = { adcode: z.string(), name: z.string(), nameEn: z.string() };
// z.never() has no OpenAPI form (it breaks the whole document): an always-empty array instead.
const noChildren = z.array(z.unknown()).max(0).openapi({ description: 'Always empty at this level.' });
const districtSchema = z.object({ ...regionFields, level: z.literal('district'), districts: noChildren });
const citySchema = z.object({
  ...regionFields,
  level: z.literal('city'),
  districts: z.array(districtSchema),
});
const provinceSchema = z.object({
  ...regionFields,
  level: z.literal('province'),
  districts: z.array(citySchema),
});
const amapDistrictResponseSchema = z
  .object({ status: z.literal('1'), info: z.literal('OK'), districts: z.array(provinceSchema) })
  .openapi('AmapDistricts');

export const routeFor = (path: string, hide: boolean) =>
  createRoute({
    method: 'get',
    path,
    hide,
    tags: ['Regions'],
    summary: 'Chinese administrative divisions (AMap-compatible)',
    description:
      'Provinces (31 + Hong Kong, Macau, Taiwan) → cities → districts, sorted by adcode at every level. ' +
      'Cities without a county level (东莞, 中山, 儋州, 嘉峪关, the 省直辖县级 units, HK/Macau districts) have `districts: []`; ' +
      'Taiwan has none. Not wrapped in the usual envelope. Cached for a day (ETag / If-None-Match → 304); gzip when accepted.',
    request: { query: z.object(localeQueryShape) },
    responses: {
      200: {
        content: { 'application/json': { schema: amapDistrictResponseSchema } },
        description: 'The whole tree.',
      },
      304: { description: 'Not modified (If-None-Match matched).' },
      400: {
        content: { 'application/json': { schema: errorEnvelopeSchema } },
        description: 'Unknown site/lang (400000), in our envelope.',
      },
    },
  });
