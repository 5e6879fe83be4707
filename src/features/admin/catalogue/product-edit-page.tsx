'use client';

import { useCustom } from '@refinedev/core';
import { Card, Space, Typography } from 'antd';
import Link from 'next/link';
import { useState } from 'react';
import type { AdminProduct } from '@/contracts/catalogue-admin-views';
import { useAdminTexts } from '../shell/admin-texts';
import { ProductForm } from './product-form';
import { ProductImagesField } from './product-images-field';

/** A new product (sku null) or an existing one with its pictures. */
export function ProductEditPage({ sku }: { sku: string | null }) {
  const { t } = useAdminTexts();
  const { query } = useCustom<AdminProduct>({
    url: `/api/admin/products/${encodeURIComponent(sku ?? '')}`,
    method: 'get',
    queryOptions: { enabled: sku !== null },
  });
  const [pictures, setPictures] = useState<AdminProduct | null>(null);
  // `result.data` is an empty object while loading: read the query's answer itself.
  const product = sku ? (query.data?.data ?? null) : null;
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {sku ? t('catalogue.editProduct', { sku }) : t('catalogue.newProduct')}
      </Typography.Title>
      <Link href="/admin/products">{t('catalogue.backToProducts')}</Link>
      {sku && !product ? <Card loading={query.isLoading}>{query.error?.message ?? null}</Card> : null}
      {product ? <ProductImagesField product={pictures ?? product} onChange={setPictures} /> : null}
      {!sku || product ? <ProductForm key={product?.updatedAt ?? 'new'} product={product} /> : null}
    </Space>
  );
}
