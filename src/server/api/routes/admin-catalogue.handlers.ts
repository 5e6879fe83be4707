import type { OpenAPIHono } from '@hono/zod-openapi';
import { MAX_PRODUCT_IMAGE_BYTES } from '@/contracts/catalogue-admin';
import { deleteCategory } from '../../catalog/admin/delete-category';
import { getProductForOperator } from '../../catalog/admin/get-product-for-operator';
import { listCategoriesForOperator } from '../../catalog/admin/list-categories-for-operator';
import { listProductsForOperator } from '../../catalog/admin/list-products-for-operator';
import { createCategory, updateCategory } from '../../catalog/admin/save-category';
import { saveProduct } from '../../catalog/admin/save-product';
import { addProductImage, orderProductImages } from '../../catalog/admin/save-product-images';
import { getDb } from '../../db';
import { DomainError } from '../../domain-error';
import { fileStore } from '../../storage/file-store';
import type { AppEnv } from '../context';
import { requestIp } from '../middleware/auth';
import { declareRawBodyRoute } from '../middleware/input-policy';
import { readLimitedBody } from '../read-limited-body';
import { okWith } from '../resource';
import {
  categoriesRoute,
  categoryCreateRoute,
  categoryDeleteRoute,
  categoryUpdateRoute,
  productCreateRoute,
  productImageOrderRoute,
  productImageUploadRoute,
  productRoute,
  productSaveRoute,
  productsRoute,
} from './admin-catalogue.routes';

/** The console's catalogue: categories, products, pictures (each handler: parse → one domain function → envelope). */
export function registerAdminCatalogueRoutes(app: OpenAPIHono<AppEnv>): void {
  const actor = (c: Parameters<typeof requestIp>[0]) => ({ actorUserId: c.get('user').id, ip: requestIp(c) });

  app.openapi(categoriesRoute, async (c) => okWith(c, 'ok', await listCategoriesForOperator(await getDb())));

  app.openapi(categoryCreateRoute, async (c) =>
    okWith(c, 'categoryCreated', await createCategory(await getDb(), { ...actor(c), category: c.req.valid('json') })),
  );

  app.openapi(categoryUpdateRoute, async (c) =>
    okWith(
      c,
      'categorySaved',
      await updateCategory(await getDb(), { ...actor(c), cid: c.req.valid('param').cid, category: c.req.valid('json') }),
    ),
  );

  app.openapi(categoryDeleteRoute, async (c) => {
    await deleteCategory(await getDb(), { ...actor(c), cid: c.req.valid('param').cid });
    return okWith(c, 'categoryDeleted', null);
  });

  app.openapi(productsRoute, async (c) => okWith(c, 'ok', await listProductsForOperator(await getDb(), c.req.valid('query'))));

  app.openapi(productCreateRoute, async (c) =>
    okWith(c, 'productCreated', await saveProduct(await getDb(), { ...actor(c), product: c.req.valid('json'), mode: 'create' })),
  );

  app.openapi(productRoute, async (c) => okWith(c, 'ok', await getProductForOperator(await getDb(), c.req.valid('param').sku)));

  app.openapi(productSaveRoute, async (c) => {
    const product = c.req.valid('json');
    if (product.skuCode !== c.req.valid('param').sku) throw DomainError.field('skuCode', 'productSkuMismatch');
    return okWith(c, 'productSaved', await saveProduct(await getDb(), { ...actor(c), product, mode: 'upsert' }));
  });

  declareRawBodyRoute('POST', '/api/admin/products/{sku}/images');
  app.openapi(productImageUploadRoute, async (c) => {
    const bytes = await readLimitedBody(c, MAX_PRODUCT_IMAGE_BYTES, {
      key: 'imageTooLarge',
      params: { max: MAX_PRODUCT_IMAGE_BYTES / 1024 / 1024 },
    });
    const product = await addProductImage(await getDb(), fileStore(), { ...actor(c), skuCode: c.req.valid('param').sku, bytes });
    return okWith(c, 'imageUploaded', product);
  });

  app.openapi(productImageOrderRoute, async (c) => {
    const product = await orderProductImages(await getDb(), fileStore(), {
      ...actor(c),
      skuCode: c.req.valid('param').sku,
      keys: c.req.valid('json').keys,
    });
    return okWith(c, 'imagesSaved', product);
  });
}
