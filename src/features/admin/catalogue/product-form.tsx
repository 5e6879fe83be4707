'use client';

import { App, Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { STOCK_STATUSES } from '@/contracts/catalog-constants';
import { PRICE_CURRENCIES, PRODUCT_STATUSES, PRODUCT_UNITS } from '@/contracts/catalogue-admin';
import type { AdminProduct } from '@/contracts/catalogue-admin-views';
import { AdminApiError, adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';
import { ProductFitmentsField } from './product-fitments-field';
import { ProductMemberPricesField } from './product-member-prices-field';
import { apiErrorsToFields, EMPTY_PRODUCT, issuesToFields, toFormValues, validateProduct, type ProductFormValues } from './product-form-values';
import { ProductSpecsField } from './product-specs-field';
import { useCategoryOptions } from './use-child-categories';

const wide = { width: 320, maxWidth: '100%' };
// No `required` mark on the selects: antd would put aria-required on the select's wrapper, where ARIA does not allow it.

/**
 * Every field of productInputSchema. A new product is POSTed (an SKU in use is refused); an existing
 * one is replaced by SKU with PUT. The schema checks the form first; the server's field errors land
 * on the same fields.
 */
export function ProductForm({ product }: { product: AdminProduct | null }) {
  const { t, lang } = useAdminTexts();
  const { message } = App.useApp();
  const router = useRouter();
  const categories = useCategoryOptions(lang);
  const [form] = Form.useForm<ProductFormValues>();
  const [saving, setSaving] = useState(false);

  async function save() {
    const values = form.getFieldsValue(true) as ProductFormValues;
    const checked = validateProduct(values);
    if (!checked.success) {
      form.setFields(issuesToFields(checked.error.issues, lang, (key) => t(`catalogue.errors.${key}`)) as Parameters<typeof form.setFields>[0]);
      message.error(t('catalogue.fixFields'));
      return;
    }
    setSaving(true);
    try {
      const saved = product
        ? await adminRequest<AdminProduct>('PUT', `/api/admin/products/${encodeURIComponent(product.skuCode)}`, { body: checked.data })
        : await adminRequest<AdminProduct>('POST', '/api/admin/products', { body: checked.data });
      message.success(t(product ? 'catalogue.productSaved' : 'catalogue.productCreated', { sku: saved.skuCode }));
      router.push('/admin/products');
    } catch (err) {
      if (err instanceof AdminApiError && err.fieldErrors.length) form.setFields(apiErrorsToFields(err.fieldErrors) as Parameters<typeof form.setFields>[0]);
      message.error((err as Error).message);
    } finally {
      setSaving(false);
    }
  }

  const text = (name: keyof ProductFormValues, label: string, max: number, extra?: string) => (
    <Form.Item label={t(label)} name={name} required extra={extra}>
      <Input maxLength={max} style={wide} />
    </Form.Item>
  );

  return (
    <Form<ProductFormValues> form={form} layout="vertical" initialValues={product ? toFormValues(product) : EMPTY_PRODUCT} onFinish={save}>
      <Card>
        <Space wrap align="start" size="middle">
          <Form.Item label={t('catalogue.sku')} name="skuCode" required extra={t('catalogue.skuHelp')}>
            <Input maxLength={40} disabled={Boolean(product)} style={{ width: 220 }} />
          </Form.Item>
          <Form.Item label={t('catalogue.category')} name="cid">
            <Select showSearch optionFilterProp="label" options={categories.children} style={wide} />
          </Form.Item>
        </Space>
        <Space wrap align="start" size="middle">
          {text('titleZh', 'catalogue.titleZh', 200)}
          {text('titleEn', 'catalogue.titleEn', 200)}
        </Space>
        <Space wrap align="start" size="middle">
          {text('brand', 'catalogue.brand', 80)}
          {text('partNumber', 'catalogue.partNumber', 60)}
        </Space>
        <Form.Item label={t('catalogue.oeNumbers')} name="oeNumbers" extra={t('catalogue.oeHelp')}>
          <Select mode="tags" tokenSeparators={[',', '\n']} open={false} style={{ width: 660, maxWidth: '100%' }} />
        </Form.Item>
      </Card>
      <Card title={t('catalogue.pricesAndStock')} style={{ marginTop: 16 }}>
        <Space wrap align="start" size="middle">
          {PRICE_CURRENCIES.map((currency) => (
            <Form.Item
              key={currency}
              label={t('catalogue.priceIn', { currency })}
              name={['prices', currency]}
              required
              // Emptied, the field says why it is red (the schema checks again on saving).
              rules={[{ required: true, message: t('catalogue.errors.priceRequired') }]}
            >
              <InputNumber min={0.01} max={10_000_000} precision={2} step={0.01} style={{ width: 140 }} />
            </Form.Item>
          ))}
        </Space>
        <Space wrap align="start" size="middle">
          <Form.Item label={t('catalogue.unit')} name="unit">
            <Select style={{ width: 120 }} options={PRODUCT_UNITS.map((u) => ({ value: u, label: t(`catalogue.units.${u}`) }))} />
          </Form.Item>
          <Form.Item label={t('catalogue.moq')} name="moq" required>
            <InputNumber min={1} max={1_000_000} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item label={t('catalogue.stockStatus')} name="stockStatus">
            <Select style={{ width: 150 }} options={STOCK_STATUSES.map((s) => ({ value: s, label: t(`catalogue.stockStatuses.${s}`) }))} />
          </Form.Item>
          <Form.Item label={t('catalogue.stockQty')} name="stockQty" required>
            <InputNumber min={0} max={100_000_000} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item label={t('catalogue.status')} name="status">
            <Select style={{ width: 120 }} options={PRODUCT_STATUSES.map((s) => ({ value: s, label: t(`catalogue.statuses.${s}`) }))} />
          </Form.Item>
          <Form.Item label={t('catalogue.weightGrams')} name="weightGrams">
            <InputNumber min={1} max={10_000_000} precision={0} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item label={t('catalogue.warrantyMonths')} name="warrantyMonths">
            <InputNumber min={0} max={240} precision={0} style={{ width: 120 }} />
          </Form.Item>
        </Space>
      </Card>
      <ProductMemberPricesField />
      <Card title={t('catalogue.descriptions')} style={{ marginTop: 16 }}>
        <Form.Item label={t('catalogue.descriptionZh')} name="descriptionZh">
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Form.Item label={t('catalogue.descriptionEn')} name="descriptionEn">
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
      </Card>
      <ProductSpecsField />
      <ProductFitmentsField />
      <Button type="primary" htmlType="submit" loading={saving} style={{ marginTop: 16 }}>
        {t('catalogue.save')}
      </Button>
    </Form>
  );
}
