'use client';

import { Button, Card, Form, Input, InputNumber, Space } from 'antd';
import { MAX_FITMENT_YEAR, MIN_FITMENT_YEAR } from '@/contracts/catalogue-admin';
import { useAdminTexts } from '../shell/admin-texts';

/** The vehicles a part fits, one row per make / model / year range (engine optional). */
export function ProductFitmentsField() {
  const { t } = useAdminTexts();
  return (
    <Card title={t('catalogue.fitments')} style={{ marginTop: 16 }}>
      <Form.List name="fitments">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} wrap align="start" style={{ width: '100%', borderBottom: '1px solid #f0f0f0', marginBottom: 8 }}>
                <Form.Item label={t('catalogue.make')} name={[field.name, 'make']} required>
                  <Input maxLength={60} style={{ width: 130 }} />
                </Form.Item>
                <Form.Item label={t('catalogue.makeZh')} name={[field.name, 'makeZh']}>
                  <Input maxLength={60} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item label={t('catalogue.model')} name={[field.name, 'model']} required>
                  <Input maxLength={80} style={{ width: 130 }} />
                </Form.Item>
                <Form.Item label={t('catalogue.yearFrom')} name={[field.name, 'yearFrom']} required>
                  <InputNumber min={MIN_FITMENT_YEAR} max={MAX_FITMENT_YEAR} precision={0} style={{ width: 100 }} />
                </Form.Item>
                <Form.Item label={t('catalogue.yearTo')} name={[field.name, 'yearTo']} required>
                  <InputNumber min={MIN_FITMENT_YEAR} max={MAX_FITMENT_YEAR} precision={0} style={{ width: 100 }} />
                </Form.Item>
                <Form.Item label={t('catalogue.engine')} name={[field.name, 'engine']}>
                  <Input maxLength={60} style={{ width: 110 }} />
                </Form.Item>
                <Form.Item label=" ">
                  <Button danger onClick={() => remove(field.name)} aria-label={t('catalogue.removeFitment', { n: field.name + 1 })}>
                    {t('catalogue.remove')}
                  </Button>
                </Form.Item>
              </Space>
            ))}
            <Button onClick={() => add({ make: '', makeZh: '', model: '', engine: '' })}>{t('catalogue.addFitment')}</Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
