'use client';

import { Button, Card, Form, Input, Space } from 'antd';
import { useAdminTexts } from '../shell/admin-texts';

const COLUMNS = ['keyZh', 'keyEn', 'valueZh', 'valueEn'] as const;

/** Specification lines, each in both languages ("位置 / Position: 前轮 / Front"). */
export function ProductSpecsField() {
  const { t } = useAdminTexts();
  return (
    <Card title={t('catalogue.specs')} style={{ marginTop: 16 }}>
      <Form.List name="specs">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} wrap align="start" style={{ width: '100%' }}>
                {COLUMNS.map((column) => (
                  <Form.Item key={column} label={t(`catalogue.spec.${column}`)} name={[field.name, column]} required>
                    <Input maxLength={column.startsWith('key') ? 60 : 120} style={{ width: 150 }} />
                  </Form.Item>
                ))}
                <Form.Item label=" ">
                  <Button danger onClick={() => remove(field.name)} aria-label={t('catalogue.removeSpec', { n: field.name + 1 })}>
                    {t('catalogue.remove')}
                  </Button>
                </Form.Item>
              </Space>
            ))}
            <Button onClick={() => add({ keyZh: '', keyEn: '', valueZh: '', valueEn: '' })}>{t('catalogue.addSpec')}</Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
