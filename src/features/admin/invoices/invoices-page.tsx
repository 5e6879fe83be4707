'use client';

import { useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { App, Button, Form, Input, Modal, Select, Space, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { INVOICE_NUMBER_PATTERN, type AdminInvoice } from '@/contracts/invoices';
import { AdminApiError, adminUrl, authHeaders } from '../api/admin-request';
import { adminRequest } from '../api/admin-request';
import { useAdminTexts } from '../shell/admin-texts';
import { formatMoney, formatTime } from '../shell/format';

type Search = { state?: string };

/** Sends the PDF's bytes as the body (the API reads raw application/pdf, ≤ 5 MB, checked by content). */
async function uploadPdf(invoiceId: number, file: File): Promise<void> {
  const headers = await authHeaders('PUT');
  headers.set('Content-Type', 'application/pdf');
  const res = await fetch(adminUrl(`/api/admin/invoices/${invoiceId}/pdf`), { method: 'PUT', headers, body: file, credentials: 'same-origin' });
  const envelope = (await res.json().catch(() => null)) as { status?: number; msg?: string } | null;
  if (!res.ok || envelope?.status !== 200) throw new AdminApiError(envelope?.msg ?? res.statusText, res.status, envelope?.status ?? 0);
}

/** The invoice queue (oldest request first): issue with the fapiao number, upload the PDF. */
export function InvoicesPage() {
  const { t, lang } = useAdminTexts();
  const { message } = App.useApp();
  const [issuing, setIssuing] = useState<AdminInvoice | null>(null);
  const [numberForm] = Form.useForm<{ invoiceNo: string }>();
  const { tableProps, searchFormProps, tableQuery, filters } = useTable<AdminInvoice, never, Search>({
    resource: 'invoices',
    filters: { initial: [{ field: 'state', operator: 'eq', value: 'requested' }] },
    onSearch: ({ state }) => [{ field: 'state', operator: 'eq', value: state === 'all' ? undefined : state }] as CrudFilter[],
  });
  const state = filters.flatMap((f) => ('field' in f && f.field === 'state' && f.value ? [String(f.value)] : []))[0] ?? 'all';

  async function issue(values: { invoiceNo: string }) {
    if (!issuing) return;
    try {
      await adminRequest('POST', `/api/admin/invoices/${issuing.id}/issue`, { body: { invoiceNo: values.invoiceNo.trim() } });
      message.success(t('invoices.issued', { sn: issuing.order_sn }));
      setIssuing(null);
      numberForm.resetFields();
      await tableQuery.refetch();
    } catch (err) {
      message.error((err as Error).message);
    }
  }

  async function upload(invoice: AdminInvoice, file: File) {
    try {
      await uploadPdf(invoice.id, file);
      message.success(t('invoices.uploaded', { sn: invoice.order_sn }));
      await tableQuery.refetch();
    } catch (err) {
      message.error((err as Error).message);
    }
  }

  return (
    <>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {t('invoices.title')}
      </Typography.Title>
      <Form {...searchFormProps} layout="inline" style={{ marginBottom: 16 }} initialValues={{ state }}>
        <Form.Item label={t('invoices.state')} name="state">
          <Select
            style={{ width: 140 }}
            options={['requested', 'issued', 'all'].map((s) => ({ value: s, label: s === 'all' ? t('invoices.all') : t(`invoices.states.${s}`) }))}
            onChange={() => searchFormProps.form?.submit()}
          />
        </Form.Item>
      </Form>
      {/* Nine or ten columns beside the menu at 1366 px: antd's tighter cells, so none is pushed off. */}
      <Table<AdminInvoice>
        {...tableProps}
        size="middle"
        rowKey="id"
        scroll={{ x: true }}
        columns={[
          { title: t('invoices.order'), dataIndex: 'order_sn', render: (sn: string) => <span style={{ whiteSpace: 'nowrap' }}>{sn}</span> },
          { title: t('invoices.buyer'), key: 'buyer', render: (_v, i) => `${i.buyer.company} · ${i.buyer.name}` },
          // The tax number under the title it belongs to: one column fewer, so the queue fits a laptop.
          {
            title: t('invoices.titleName'),
            dataIndex: 'title_name',
            render: (name: string, i) => (
              <>
                {name}
                {i.tax_no ? (
                  <Typography.Text type="secondary" style={{ display: 'block', whiteSpace: 'nowrap' }}>
                    {t('invoices.taxNo')} {i.tax_no}
                  </Typography.Text>
                ) : null}
              </>
            ),
          },
          { title: t('invoices.type'), dataIndex: 'type', render: (v: string) => t(`invoices.types.${v}`) },
          { title: t('invoices.amount'), dataIndex: 'amount_fen', align: 'right', render: (fen: number) => <span style={{ whiteSpace: 'nowrap' }}>{formatMoney(fen, 'CNY', lang)}</span> },
          { title: t('invoices.requested'), dataIndex: 'requested_at', render: (at: string) => formatTime(at, lang) },
          { title: t('invoices.state'), dataIndex: 'state', render: (s: string) => <Tag>{t(`invoices.states.${s}`)}</Tag> },
          { title: t('invoices.number'), dataIndex: 'invoice_no', render: (n: string | null) => n ?? '—' },
          { title: t('invoices.pdf'), dataIndex: 'has_pdf', render: (has: boolean) => (has ? t('invoices.hasPdf') : t('invoices.noPdf')) },
          {
            title: t('users.actions'),
            key: 'actions',
            render: (_v, invoice) => (
              <Space wrap>
                {invoice.state === 'requested' ? (
                  <Button size="small" type="primary" onClick={() => setIssuing(invoice)} aria-label={t('invoices.issueOne', { sn: invoice.order_sn })}>
                    {t('invoices.issue')}
                  </Button>
                ) : null}
                <Upload
                  accept="application/pdf"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void upload(invoice, file);
                    return false;
                  }}
                >
                  <Button size="small" aria-label={t('invoices.uploadOne', { sn: invoice.order_sn })}>
                    {t('invoices.upload')}
                  </Button>
                </Upload>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={issuing !== null}
        title={issuing ? t('invoices.issueTitle', { sn: issuing.order_sn }) : ''}
        okText={t('invoices.confirm')}
        cancelText={t('invoices.cancel')}
        onCancel={() => setIssuing(null)}
        onOk={() => numberForm.submit()}
        destroyOnHidden
      >
        <Form form={numberForm} layout="vertical" onFinish={issue} preserve={false}>
          <Form.Item
            label={t('invoices.number')}
            name="invoiceNo"
            extra={t('invoices.numberHelp')}
            rules={[{ required: true, pattern: INVOICE_NUMBER_PATTERN, message: t('invoices.numberHelp') }]}
          >
            <Input autoComplete="off" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
