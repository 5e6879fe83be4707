'use client';

import { Button, Card, Form, InputNumber, Space, Typography } from 'antd';
import { MAX_PRICE_BREAKS, PRICE_BREAK_PERCENT_RANGE, PRICE_CURRENCIES } from '@/contracts/catalogue-admin';
import { useAdminTexts } from '../shell/admin-texts';

/**
 * What members pay: a member price per currency (empty: the price above) and quantity breaks off it
 * (from N units, P % off), which only members on a plan with member data ever see.
 */
export function ProductMemberPricesField() {
  const { t } = useAdminTexts();
  return (
    <Card title={t('catalogue.memberPricing')} style={{ marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('catalogue.memberPricingHelp')}</Typography.Paragraph>
      <Space wrap align="start" size="middle">
        {PRICE_CURRENCIES.map((currency) => (
          <Form.Item key={currency} label={t('catalogue.memberPriceIn', { currency })} name={['memberPrices', currency]}>
            <InputNumber min={0.01} max={10_000_000} precision={2} step={0.01} style={{ width: 140 }} />
          </Form.Item>
        ))}
      </Space>
      <Form.List name="priceBreaks">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Space key={field.key} wrap align="start">
                <Form.Item label={t('catalogue.breakMinQty')} name={[field.name, 'minQty']} required>
                  <InputNumber min={2} max={1_000_000} precision={0} style={{ width: 140 }} />
                </Form.Item>
                <Form.Item label={t('catalogue.breakPercentOff')} name={[field.name, 'percentOff']} required>
                  <InputNumber min={PRICE_BREAK_PERCENT_RANGE.min} max={PRICE_BREAK_PERCENT_RANGE.max} precision={0} suffix="%" style={{ width: 120 }} />
                </Form.Item>
                <Form.Item label=" ">
                  <Button danger onClick={() => remove(field.name)} aria-label={t('catalogue.removeBreak', { n: field.name + 1 })}>
                    {t('catalogue.remove')}
                  </Button>
                </Form.Item>
              </Space>
            ))}
            <Button onClick={() => add()} disabled={fields.length >= MAX_PRICE_BREAKS}>
              {t('catalogue.addBreak')}
            </Button>
          </>
        )}
      </Form.List>
    </Card>
  );
}
