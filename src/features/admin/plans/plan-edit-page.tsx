'use client';

import { useGetIdentity, useInvalidate, useList } from '@refinedev/core';
import { Alert, App, Button, Card, Form, Input, InputNumber, Space, Switch, Typography } from 'antd';
import Link from 'next/link';
import { ANSWER_HOURS_RANGE, QUICK_INQUIRY_LINES_RANGE, type AdminPlan, type PlanUpdateBody } from '@/contracts/admin-membership';
import { adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';

const TEXT_FIELDS = [
  ['title', 'plans.titleField', 60],
  ['memo_data', 'plans.memoData', 200],
  ['memo_cooperation', 'plans.memoCooperation', 200],
  ['memo_expiration', 'plans.memoExpiration', 200],
  ['memo_per_day', 'plans.memoPerDay', 200],
  ['memo_account', 'plans.memoAccount', 200],
] as const;

/** What the plan grants, switched on or off beside the texts that promise it (docs/decisions/0067). */
const GRANT_SWITCHES = [
  ['member_data', 'plans.grants.memberData'],
  ['fitment_export', 'plans.grants.fitmentExport'],
  ['price_history', 'plans.grants.priceHistory'],
  ['account_manager', 'plans.grants.accountManager'],
  ['renewal_reminders', 'plans.grants.renewalReminders'],
  ['api_access', 'plans.grants.apiAccess'],
] as const;

type PlanForm = Omit<PlanUpdateBody, 'price_fen' | 'is_invoice'> & { price: number; is_invoice: boolean };

/** One plan's texts in both languages, price, duration and allowances; saved by an admin, audited. */
export function PlanEditPage({ id }: { id: number }) {
  const { t, lang } = useAdminTexts();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const { data: identity } = useGetIdentity<{ role: string }>();
  const { result, query } = useList<AdminPlan>({ resource: 'plans', pagination: { mode: 'off' } });
  const plan = result.data.find((p) => p.id === id);
  const [form] = Form.useForm<PlanForm>();
  if (!plan) return <Card loading={query.isLoading} />;
  const name = plan.title[lang];
  const isAdmin = identity?.role === 'admin';

  async function save(values: PlanForm) {
    const { price, is_invoice, per_day_limit, ...rest } = values;
    try {
      const saved = await adminRequest<AdminPlan>('PUT', `/api/admin/plans/${id}`, {
        body: { ...rest, per_day_limit: per_day_limit ?? null, price_fen: Math.round(price * 100), is_invoice: is_invoice ? 1 : 0 },
      });
      message.success(t('plans.saved', { name: saved.title[lang] }));
      await invalidate({ resource: 'plans', invalidates: ['list'] });
    } catch (err) {
      message.error((err as Error).message);
    }
  }

  const required = [{ required: true, whitespace: true, message: t('plans.required') }];
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('plans.editTitle', { name })}
      </Typography.Title>
      <Link href="/admin/plans">{t('plans.back')}</Link>
      {identity && !isAdmin ? <Alert type="info" showIcon message={t('plans.adminOnly')} /> : null}
      <Form<PlanForm>
        form={form}
        layout="vertical"
        disabled={!isAdmin}
        onFinish={save}
        initialValues={{
          title: plan.title,
          memo_data: plan.memo_data,
          memo_cooperation: plan.memo_cooperation,
          memo_expiration: plan.memo_expiration,
          memo_per_day: plan.memo_per_day,
          memo_account: plan.memo_account,
          price: plan.price_fen / 100,
          duration_days: plan.duration_days,
          per_day_limit: plan.per_day_limit,
          account_limit: plan.account_limit,
          sort_order: plan.sort_order,
          is_invoice: plan.is_invoice === 1,
          active: plan.active,
          member_data: plan.member_data,
          fitment_export: plan.fitment_export,
          price_history: plan.price_history,
          account_manager: plan.account_manager,
          renewal_reminders: plan.renewal_reminders,
          api_access: plan.api_access,
          quick_inquiry_lines: plan.quick_inquiry_lines,
          answer_hours: plan.answer_hours,
        }}
      >
        <Card>
          {TEXT_FIELDS.map(([field, label, max]) => (
            <Space key={field} wrap align="start" style={{ width: '100%' }}>
              <Form.Item label={`${t(label)} (${t('plans.zh')})`} name={[field, 'zh']} rules={required} style={{ minWidth: 280 }}>
                <Input maxLength={max} />
              </Form.Item>
              <Form.Item label={`${t(label)} (${t('plans.en')})`} name={[field, 'en']} rules={required} style={{ minWidth: 280 }}>
                <Input maxLength={max} />
              </Form.Item>
            </Space>
          ))}
        </Card>
        <Card style={{ marginTop: 16 }}>
          <Space wrap align="start" size="large">
            <Form.Item label={t('plans.price')} name="price" rules={[{ required: true, message: t('plans.required') }]}>
              <InputNumber min={0.01} max={1_000_000} precision={2} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item label={t('plans.duration')} name="duration_days" rules={[{ required: true, message: t('plans.required') }]}>
              <InputNumber min={1} max={3660} precision={0} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item label={t('plans.perDay')} name="per_day_limit" extra={t('plans.perDayHelp')}>
              <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 160 }} />
            </Form.Item>
            <Form.Item label={t('plans.accounts')} name="account_limit" rules={[{ required: true, message: t('plans.required') }]}>
              <InputNumber min={0} max={1000} precision={0} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item label={t('plans.sortOrder')} name="sort_order" rules={[{ required: true, message: t('plans.required') }]}>
              <InputNumber min={0} max={10_000} precision={0} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item label={t('plans.invoice')} name="is_invoice" valuePropName="checked">
              <Switch />
            </Form.Item>
            <Form.Item label={t('plans.onSale')} name="active" valuePropName="checked">
              <Switch />
            </Form.Item>
          </Space>
        </Card>
        <Card style={{ marginTop: 16 }} title={t('plans.grants.title')}>
          <Space wrap align="start" size="large">
            {GRANT_SWITCHES.map(([field, label]) => (
              <Form.Item key={field} label={t(label)} name={field} valuePropName="checked">
                <Switch />
              </Form.Item>
            ))}
            <Form.Item label={t('plans.grants.quickInquiryLines')} name="quick_inquiry_lines" rules={[{ required: true, message: t('plans.required') }]}>
              <InputNumber min={QUICK_INQUIRY_LINES_RANGE.min} max={QUICK_INQUIRY_LINES_RANGE.max} precision={0} style={{ width: 120 }} />
            </Form.Item>
            <Form.Item label={t('plans.grants.answerHours')} name="answer_hours" rules={[{ required: true, message: t('plans.required') }]}>
              <InputNumber min={ANSWER_HOURS_RANGE.min} max={ANSWER_HOURS_RANGE.max} precision={0} style={{ width: 120 }} />
            </Form.Item>
          </Space>
        </Card>
        <Button type="primary" htmlType="submit" style={{ marginTop: 16 }}>
          {t('plans.save')}
        </Button>
      </Form>
    </Space>
  );
}
