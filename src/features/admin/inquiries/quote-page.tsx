'use client';

import { useInvalidate, useOne } from '@refinedev/core';
import { Alert, App, Button, Card, Descriptions, Form, Input, InputNumber, Space, Table, Tag, Typography } from 'antd';
import type { AdminInquiryDetail } from '@/contracts/inquiries';
import { INQUIRY_LIMITS } from '@/contracts/inquiry-states';
import { addDays, chinaDay } from '@/lib/china-date';
import { adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';
import { formatMoney, formatTime } from '../shell/format';

type Line = AdminInquiryDetail['lines'][number];
type QuoteForm = { prices: Record<string, number | null>; validUntil: string; message: string };

/** One inquiry and the quote editor: a unit price per line, validity, a message; the buyer is told by SMS. */
export function QuotePage({ id }: { id: string }) {
  const { t, lang } = useAdminTexts();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { result: inquiry, query } = useOne<AdminInquiryDetail>({ resource: 'inquiries', id });
  const [form] = Form.useForm<QuoteForm>();
  if (!inquiry) return <Card loading={query.isLoading} />;
  const quotable = [100, 200, 400].includes(inquiry.state);
  const money = (minor: number | null) => formatMoney(minor, inquiry.currency, lang);

  async function submit(values: QuoteForm) {
    if (!inquiry) return;
    try {
      await adminRequest('POST', `/api/admin/inquiries/${inquiry.id}/quote`, {
        body: {
          lines: inquiry.lines.map((line) => ({ lineNo: line.lineNo, unitPrice: Math.round((values.prices[line.lineNo] ?? 0) * 100) })),
          validUntil: values.validUntil,
          message: values.message ?? '',
        },
      });
      message.success(t('quote.sent', { reference: inquiry.reference }));
      await invalidate({ resource: 'inquiries', invalidates: ['detail', 'list'], id: inquiry.id });
    } catch (err) {
      message.error((err as Error).message);
    }
  }

  const initialPrices = Object.fromEntries(
    inquiry.lines.map((l) => [l.lineNo, (l.quotedUnitPrice ?? l.targetUnitPrice ?? l.listUnitPrice) / 100]),
  );
  const today = chinaDay(new Date());
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('quote.title', { reference: inquiry.reference })}
      </Typography.Title>
      <Card>
        <Descriptions column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('inquiries.buyer')}>
            {inquiry.buyer.company} · {inquiry.buyer.name} ({inquiry.buyer.maskedMobile})
          </Descriptions.Item>
          <Descriptions.Item label={t('inquiries.state')}>
            <Tag>{t(`inquiryState.${inquiry.state}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('inquiries.created')}>{formatTime(inquiry.createdAt, lang)}</Descriptions.Item>
          <Descriptions.Item label={t('quote.contact')}>
            {inquiry.contactName} {inquiry.contactMobile}
          </Descriptions.Item>
          <Descriptions.Item label={t('quote.buyerMessage')}>{inquiry.message || '—'}</Descriptions.Item>
          {inquiry.quotedAt ? (
            <Descriptions.Item label={t('quote.current')}>
              {money(inquiry.quotedTotal)} · {t('quote.validUntil')} {inquiry.quoteValidUntil}
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      </Card>
      <Form<QuoteForm>
        form={form}
        layout="vertical"
        disabled={!quotable}
        initialValues={{ prices: initialPrices, validUntil: inquiry.quoteValidUntil ?? addDays(today, 7), message: inquiry.quoteMessage ?? '' }}
        onFinish={submit}
      >
        <Card title={<Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>{t('quote.lines')}</Typography.Title>}>
          <Table<Line>
            rowKey="lineNo"
            pagination={false}
            scroll={{ x: true }}
            dataSource={inquiry.lines}
            columns={[
              { title: '#', dataIndex: 'lineNo', width: 48 },
              { title: t('quote.part'), key: 'part', render: (_v, l) => `${l.title} · ${l.brand} ${l.partNumber} (${l.skuCode})` },
              { title: t('quote.quantity'), key: 'qty', render: (_v, l) => `${l.quantity} ${l.unit}` },
              { title: t('quote.target'), key: 'target', render: (_v, l) => money(l.targetUnitPrice) },
              { title: t('quote.list'), key: 'list', render: (_v, l) => money(l.listUnitPrice) },
              {
                title: t('quote.unitPrice', { currency: inquiry.currency }),
                key: 'price',
                render: (_v, l) => (
                  <Form.Item name={['prices', String(l.lineNo)]} noStyle rules={[{ required: true }]}>
                    <InputNumber min={0} precision={2} step={0.01} aria-label={t('quote.unitPriceOf', { line: l.lineNo })} style={{ width: 140 }} />
                  </Form.Item>
                ),
              },
            ]}
          />
        </Card>
        <Card style={{ marginTop: 16 }}>
          <Form.Item label={t('quote.validUntil')} name="validUntil" rules={[{ required: true, message: t('quote.validUntilRule') }]}>
            <Input type="date" min={today} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label={t('quote.message')} name="message" rules={[{ max: INQUIRY_LIMITS.messageMax }]}>
            <Input.TextArea rows={3} maxLength={INQUIRY_LIMITS.messageMax} showCount />
          </Form.Item>
          {!quotable ? <Alert type="info" showIcon message={t('quote.notQuotable')} style={{ marginBottom: 16 }} /> : null}
          <Button type="primary" htmlType="submit">
            {inquiry.quotedAt ? t('quote.requote') : t('quote.send')}
          </Button>
        </Card>
      </Form>
    </Space>
  );
}
