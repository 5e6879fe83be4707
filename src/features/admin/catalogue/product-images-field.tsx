'use client';

import { App, Button, Card, Space, Typography } from 'antd';
import { useId, useState } from 'react';
import { PRODUCT_IMAGE_TYPES } from '@/contracts/catalogue-admin';
import type { AdminProduct, ProductImage } from '@/contracts/catalogue-admin-views';
import { adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';
import { uploadProductImage } from './catalogue-request';

/** A saved product's uploaded pictures: upload, move earlier or later, remove (each change saved at once). */
export function ProductImagesField({ product, onChange }: { product: AdminProduct; onChange: (p: AdminProduct) => void }) {
  const { t } = useAdminTexts();
  const { message } = App.useApp();
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const images = product.images;

  async function run(action: () => Promise<AdminProduct>, done: string) {
    setBusy(true);
    try {
      onChange(await action());
      message.success(done);
    } catch (err) {
      message.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  }
  const order = (keys: string[]) =>
    run(() => adminRequest<AdminProduct>('PUT', `/api/admin/products/${product.skuCode}/images`, { body: { keys } }), t('catalogue.imagesSaved'));
  const move = (index: number, by: number) => {
    const keys = images.map((i) => i.key);
    const [key] = keys.splice(index, 1);
    keys.splice(index + by, 0, key!);
    return order(keys);
  };

  return (
    <Card title={t('catalogue.images')} style={{ marginTop: 16 }}>
      {images.length === 0 ? <Typography.Paragraph>{t('catalogue.noImages')}</Typography.Paragraph> : null}
      <Space wrap align="start">
        {images.map((image: ProductImage, index) => (
          <figure key={image.key} style={{ margin: 0, width: 140 }}>
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={image.url} srcSet={image.srcset} sizes="140px" width={140} height={140} alt={t('catalogue.imageAlt', { n: index + 1 })} style={{ objectFit: 'contain', border: '1px solid #f0f0f0' }} />
            <Space size={4} wrap>
              <Button size="small" disabled={busy || index === 0} onClick={() => move(index, -1)} aria-label={t('catalogue.imageEarlier', { n: index + 1 })}>
                ←
              </Button>
              <Button size="small" disabled={busy || index === images.length - 1} onClick={() => move(index, 1)} aria-label={t('catalogue.imageLater', { n: index + 1 })}>
                →
              </Button>
              <Button size="small" danger disabled={busy} onClick={() => order(images.filter((i) => i.key !== image.key).map((i) => i.key))} aria-label={t('catalogue.imageRemove', { n: index + 1 })}>
                {t('catalogue.remove')}
              </Button>
            </Space>
          </figure>
        ))}
      </Space>
      <div style={{ marginTop: 12 }}>
        <label htmlFor={inputId}>{t('catalogue.uploadImage')}</label>{' '}
        <input
          id={inputId}
          type="file"
          accept={PRODUCT_IMAGE_TYPES.join(',')}
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void run(() => uploadProductImage(product.skuCode, file), t('catalogue.imageUploaded'));
          }}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 4 }}>
          {t('catalogue.uploadHelp')}
        </Typography.Paragraph>
      </div>
    </Card>
  );
}
