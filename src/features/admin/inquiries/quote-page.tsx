'use client';

import { useInvalidate, useOne } from '@refinedev/core';
import { Alert, App, Button, Card, Descriptions, Form, Input, Space, Table, Tag, Typography } from 'antd';
import type { AdminInquiryDetail } from '@/contracts/inquiries';
import { INQUIRY_LIMITS } from '@/contracts/inquiry-states';
import { addDays, chinaDay } from '@/lib/china-date';
import { adminRequest } from '../api/admin-request';
import { AnswerDue } from './answer-due';
import { useAdminTexts } from '../shell/admin-texts';
import { formatMoney, formatTime, unitText } from '../shell/format';
import { checkQuotePrices, priceFromText, priceToText } from './quote-prices';

type Line = AdminInquiryDetail['lines'][number];
type QuoteForm = { prices: Record<string, string>; validUntil: string; message: string };

/**
 * One inquiry and the quote editor: a unit price per line (checked as typed with the server's own
 * rule, so "-3", "abc" or 0 are marked on their field and never become 0.00), each line's total and
 * the quote's total in the inquiry's currency, validity, a message. Sending asks first, stating the
 * total and the buyer; the buyer is told by SMS.
 */
export function QuotePage({ id }: { id: string }) {
  const { t, lang, messages } = useAdminTexts();
  const { message, modal } = App.useApp();
  const invalidate = useInvalidate();
  const { result: inquiry, query } = useOne<AdminInquiryDetail>({ resource: 'inquiries', id });
  const [form] = Form.useForm<QuoteForm>();
  const typed = Form.useWatch('prices', form) as QuoteForm['prices'] | undefined;
  if (!inquiry) return <Card loading={query.isLoading} />;
  const quotable = [100, 200, 400].includes(inquiry.state);
  const money = (minor: number | null) => formatMoney(minor, inquiry.currency, lang);
  const initialPrices = initialPricesOf(inquiry.lines);
  const texts = typed ?? initialPrices;
  const { problems, total } = checkQuotePrices(inquiry.lines, texts);
  const problemText = (lineNo: number) => {
    const problem = problems.get(lineNo);
    return problem ? t(`quote.rules.${problem.key}`, { line: problem.line, part: problem.part, max: problem.max }) : null;
  };
  const lineTotal = (l: Line) => {
    const price = priceFromText(texts[String(l.lineNo)]);
    return problems.has(l.lineNo) || price === null ? '—' : money(price * l.quantity);
  };

  async function send(values: QuoteForm) {
    if (!inquiry) return;
    try {
      await adminRequest('POST', `/api/admin/inquiries/${inquiry.id}/quote`, {
        body: {
          lines: inquiry.lines.map((line) => ({ lineNo: line.lineNo, unitPrice: priceFromText(values.prices[String(line.lineNo)]) })),
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

  function submit(values: QuoteForm) {
    if (!inquiry) return;
    const checked = checkQuotePrices(inquiry.lines, values.prices);
    if (checked.total === null) {
      message.error(t('quote.fixPrices'));
      return;
    }
    const buyer = `${inquiry.buyer.company} · ${inquiry.buyer.name} (${inquiry.buyer.maskedMobile})`;
    modal.confirm({
      title: t('quote.confirmTitle', { reference: inquiry.reference }),
      content: t('quote.confirmBody', { total: money(checked.total), buyer, lines: inquiry.lines.length }),
      okText: t('quote.confirmSend'),
      cancelText: t('quote.confirmCancel'),
      onOk: () => send(values),
    });
  }

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
          <Descriptions.Item label={t('inquiryDeadline.column')}>
            <AnswerDue inquiry={inquiry} />
          </Descriptions.Item>
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
              { title: t('quote.quantity'), key: 'qty', render: (_v, l) => `${l.quantity} ${unitText(messages.catalogue.units, l.unit)}` },
              { title: t('quote.target'), key: 'target', render: (_v, l) => money(l.targetUnitPrice) },
              { title: t('quote.list'), key: 'list', render: (_v, l) => money(l.listUnitPrice) },
              {
                title: t('quote.unitPrice', { currency: inquiry.currency }),
                key: 'price',
                render: (_v, l) => {
                  const problem = problemText(l.lineNo);
                  return (
                    <Form.Item
                      name={['prices', String(l.lineNo)]}
                      validateStatus={problem ? 'error' : undefined}
                      help={problem ?? undefined}
                      style={{ margin: 0, minWidth: 160, maxWidth: 280 }}
                    >
                      <Input
                        inputMode="decimal"
                        autoComplete="off"
                        aria-label={t('quote.unitPriceOf', { line: l.lineNo })}
                        aria-invalid={problem ? true : undefined}
                        style={{ width: 140 }}
                      />
                    </Form.Item>
                  );
                },
              },
              {
                title: t('quote.lineTotal', { currency: inquiry.currency }),
                key: 'lineTotal',
                align: 'right',
                render: (_v, l) => <span data-testid={`quote-line-total-${l.lineNo}`}>{lineTotal(l)}</span>,
              },
            ]}
          />
          <Typography.Paragraph strong style={{ marginTop: 16, marginBottom: 0, textAlign: 'right', fontSize: 16 }}>
            <span aria-live="polite" data-testid="quote-total">
              {t('quote.total', { currency: inquiry.currency })}: {total === null ? t('quote.totalPending') : money(total)}
            </span>
          </Typography.Paragraph>
        </Card>
        <Card style={{ marginTop: 16 }}>
          <Form.Item label={t('quote.validUntil')} name="validUntil" rules={[{ required: true, message: t('quote.validUntilRule') }]}>
            <Input type="date" min={today} style={{ width: 200 }} />
          </Form.Item>
          <Form.Item label={t('quote.message')} name="message" rules={[{ max: INQUIRY_LIMITS.messageMax }]}>
            <Input.TextArea rows={3} maxLength={INQUIRY_LIMITS.messageMax} showCount />
          </Form.Item>
          {!quotable ? <Alert type="info" showIcon message={t('quote.notQuotable')} style={{ marginBottom: 16 }} /> : null}
          {quotable && total === null ? (
            <Alert type="error" showIcon message={t('quote.fixPrices')} style={{ marginBottom: 16 }} />
          ) : null}
          <Button type="primary" htmlType="submit" disabled={total === null}>
            {inquiry.quotedAt ? t('quote.requote') : t('quote.send')}
          </Button>
        </Card>
      </Form>
    </Space>
  );
}

/** The fields' first texts: the current quote, else the buyer's target, else the list price. */
function initialPricesOf(lines: readonly Line[]): Record<string, string> {
  return Object.fromEntries(
    lines.map((l) => [String(l.lineNo), priceToText(l.quotedUnitPrice ?? l.targetUnitPrice ?? l.listUnitPrice)]),
  );
}
