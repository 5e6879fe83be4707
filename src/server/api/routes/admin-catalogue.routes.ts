import { z } from '@hono/zod-openapi';
import {
  categoryInputSchema,
  categoryUpdateSchema,
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_IMAGE_TYPES,
  productAdminListQuerySchema,
  productImageOrderSchema,
  productInputSchema,
} from '@/contracts/catalogue-admin';
import {
  adminCategorySchema,
  adminCategoryTreeSchema,
  adminProductListSchema,
  adminProductSchema,
} from '@/contracts/catalogue-admin-views';
import { envelopeSchema, errorEnvelopeSchema } from '@/contracts/envelope';
import { localeQueryShape } from '../locale-query';
import { json, jsonBody } from '../resource';
import { staffRoute } from '../staff-route';
import {
  staffErrors as errors,
  staffLocaleQuery as query,
  staffSecurity as security,
  staffTags as tags,
} from '../staff-route-docs';

/*
 * The console's catalogue (docs/decisions/0049): categories, products and their pictures. Every write
 * is audited with the fields before and after; bodies are productInputSchema / categoryInputSchema,
 * the contracts the console form and the importer validate against too.
 */

// Path parameters built from @hono/zod-openapi's z (a contract's schema has no .openapi in the production bundle).
const cidParams = {
  params: z.object({
    cid: z.string().regex(/^(\d{2}|\d{4})$/).openapi({ param: { name: 'cid', in: 'path' }, example: '1003' }),
  }),
};
const skuParams = {
  params: z.object({
    sku: z
      .string()
      .trim()
      .transform((v) => v.toUpperCase())
      .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9-]{2,39}$/))
      .openapi({ param: { name: 'sku', in: 'path' }, type: 'string', example: 'BP-1003-0001' }),
  }),
};
const categoryNotFound = { 404: json(errorEnvelopeSchema, '404000 categoryNotFound.') };
const productNotFound = { 404: json(errorEnvelopeSchema, '404000 productNotFound.') };
const productAnswer = json(envelopeSchema(adminProductSchema), 'The product as saved, every editable field.');
const categoryAnswer = json(envelopeSchema(adminCategorySchema.omit({ children: true })), 'The category as saved.');

export const categoriesRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/categories',
  tags,
  security,
  summary: 'The category tree (two levels) with hot/menu flags and product counts',
  request: query,
  responses: { 200: json(envelopeSchema(adminCategoryTreeSchema), 'Top categories with their children, in catalogue order.'), ...errors },
});

export const categoryCreateRoute = staffRoute('operator', {
  method: 'post',
  path: '/api/admin/categories',
  tags,
  security,
  summary: 'Create a category (two-digit code at the top, four digits under a top category)',
  description: 'A child code begins with its parent code (400001 categoryCodeParent otherwise); a used code → 400001 categoryCodeTaken. Audited.',
  request: { ...query, ...jsonBody(categoryInputSchema) },
  responses: { 200: categoryAnswer, ...errors },
});

export const categoryUpdateRoute = staffRoute('operator', {
  method: 'put',
  path: '/api/admin/categories/{cid}',
  tags,
  security,
  summary: 'Edit a category: zh/en titles, order, hot and menu flags',
  description:
    'The code and the parent stay (storefront URLs carry the code). Hot categories are the home page rows and the default of GET /api/cate/product; ' +
    'menu categories are the header links. Audited with the fields before and after.',
  request: { ...cidParams, ...query, ...jsonBody(categoryUpdateSchema) },
  responses: { 200: categoryAnswer, ...categoryNotFound, ...errors },
});

export const categoryDeleteRoute = staffRoute('operator', {
  method: 'delete',
  path: '/api/admin/categories/{cid}',
  tags,
  security,
  summary: 'Delete an empty category',
  description: 'Refused with 409000 categoryNotEmpty while it holds products or subcategories. Audited.',
  request: { ...cidParams, ...query },
  responses: {
    200: json(envelopeSchema(z.null()), 'Deleted.'),
    ...categoryNotFound,
    409: json(errorEnvelopeSchema, '409000 categoryNotEmpty.'),
    ...errors,
  },
});

export const productsRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/products',
  tags,
  security,
  summary: 'Every product (hidden ones too): filter, sort, page',
  description: '`q`: SKU or part number from their start, or a piece of either title. `cid`: a top category includes its children. Price sorts use USD.',
  request: { query: productAdminListQuerySchema.extend(localeQueryShape) },
  responses: { 200: json(envelopeSchema(adminProductListSchema), 'One page.'), ...errors },
});

export const productCreateRoute = staffRoute('operator', {
  method: 'post',
  path: '/api/admin/products',
  tags,
  security,
  summary: 'Create a product',
  description:
    'Prices in minor units per currency. The category must be a four-digit subcategory. An SKU in use → 400001 productSkuTaken. ' +
    'Search terms are written with the product; fitments link to the vehicle table. Audited.',
  request: { ...query, ...jsonBody(productInputSchema) },
  responses: { 200: productAnswer, ...errors },
});

export const productRoute = staffRoute('operator', {
  method: 'get',
  path: '/api/admin/products/{sku}',
  tags,
  security,
  summary: 'One product, every editable field, in the shape the save routes take',
  request: { ...skuParams, ...query },
  responses: { 200: productAnswer, ...productNotFound, ...errors },
});

export const productSaveRoute = staffRoute('operator', {
  method: 'put',
  path: '/api/admin/products/{sku}',
  tags,
  security,
  summary: 'Create or replace a product by SKU (every field; fitments replaced)',
  description:
    'Idempotent by SKU: the body replaces every editable field (the body SKU must be the path SKU: 400001 productSkuMismatch). ' +
    'Pictures are kept (see …/images). Audited with the changed fields before and after.',
  request: { ...skuParams, ...query, ...jsonBody(productInputSchema) },
  responses: { 200: productAnswer, ...errors },
});

export const productImageUploadRoute = staffRoute('operator', {
  method: 'post',
  path: '/api/admin/products/{sku}/images',
  tags,
  security,
  summary: 'Upload a product picture (added at the end)',
  description:
    `The raw picture as the body, ≤ ${MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024} MB (413 as soon as more arrives). The content decides: JPEG, PNG or WebP by its ` +
    'bytes, whatever the name or Content-Type (415000 imageTypeUnsupported). Stored as WebP at 320, 640 and 1280 px wide; served by ' +
    '/media/uploads/<key>w<width>.webp (immutable). The storefront shows uploads instead of the drawn picture. Audited.',
  request: {
    ...skuParams,
    ...query,
    body: {
      required: true,
      content: Object.fromEntries(PRODUCT_IMAGE_TYPES.map((type) => [type, { schema: { type: 'string', format: 'binary' } as const }])),
    },
  },
  responses: {
    200: productAnswer,
    ...productNotFound,
    413: json(errorEnvelopeSchema, '413000 imageTooLarge.'),
    415: json(errorEnvelopeSchema, '415000 imageTypeUnsupported.'),
    ...errors,
  },
});

export const productImageOrderRoute = staffRoute('operator', {
  method: 'put',
  path: '/api/admin/products/{sku}/images',
  tags,
  security,
  summary: "Reorder or remove a product's uploaded pictures",
  description: 'The keys to keep, in order (each must be one of the product’s uploads); the files of the others are deleted. Audited.',
  request: { ...skuParams, ...query, ...jsonBody(productImageOrderSchema) },
  responses: { 200: productAnswer, ...productNotFound, ...errors },
});
