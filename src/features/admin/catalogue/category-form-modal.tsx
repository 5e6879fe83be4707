'use client';

import { App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { categoryInputSchema, type CategoryInput } from '@/contracts/catalogue-admin';
import type { AdminCategory } from '@/contracts/catalogue-admin-views';
import { AdminApiError, adminRequest } from '../api/admin-request';
import { useReturnFocus } from '../shell/use-return-focus';
import { useAdminTexts } from '../shell/admin-texts';
import { apiErrorsToFields, issuesToFields } from './product-form-values';

export type CategoryModalState = { mode: 'create'; parentCid: string | null } | { mode: 'edit'; category: Omit<AdminCategory, 'children'> };

/** Create or edit a category; categoryInputSchema checks it here as the API does. */
export function CategoryFormModal({
  state,
  tops,
  onClose,
  onSaved,
}: {
  state: CategoryModalState;
  tops: AdminCategory[];
  onClose: () => void;
  onSaved: () => void;
}) {
  useReturnFocus();
  const { t, lang } = useAdminTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<CategoryInput>();
  const editing = state.mode === 'edit' ? state.category : null;
  const initial: Partial<CategoryInput> = editing
    ? { ...editing }
    : { cid: '', parentCid: state.mode === 'create' ? state.parentCid : null, sortOrder: 0, isHot: false, inMenu: false };

  async function submit() {
    const values = { ...initial, ...form.getFieldsValue(true) } as CategoryInput;
    const checked = categoryInputSchema.safeParse({ ...values, parentCid: values.parentCid ?? null });
    if (!checked.success) {
      form.setFields(issuesToFields(checked.error.issues, lang, (key) => t(`catalogue.errors.${key}`)) as Parameters<typeof form.setFields>[0]);
      return;
    }
    const { cid, parentCid, ...update } = checked.data;
    try {
      if (editing) await adminRequest('PUT', `/api/admin/categories/${editing.cid}`, { body: update });
      else await adminRequest('POST', '/api/admin/categories', { body: { cid, parentCid, ...update } });
      message.success(t(editing ? 'catalogue.categorySaved' : 'catalogue.categoryCreated', { cid }));
      onSaved();
    } catch (err) {
      if (err instanceof AdminApiError && err.fieldErrors.length) form.setFields(apiErrorsToFields(err.fieldErrors) as Parameters<typeof form.setFields>[0]);
      else message.error((err as Error).message);
    }
  }

  return (
    <Modal
      open
      title={editing ? t('catalogue.editCategory', { cid: editing.cid }) : t('catalogue.newCategory')}
      okText={t('catalogue.save')}
      cancelText={t('catalogue.cancel')}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial}>
        <Form.Item label={t('catalogue.parent')} name="parentCid" extra={t('catalogue.parentHelp')}>
          <Select
            allowClear
            disabled={Boolean(editing)}
            options={tops.map((top) => ({ value: top.cid, label: `${top.cid} ${lang === 'zh' ? top.titleZh : top.titleEn}` }))}
          />
        </Form.Item>
        <Form.Item label={t('catalogue.code')} name="cid" extra={t('catalogue.codeHelp')} required>
          <Input disabled={Boolean(editing)} inputMode="numeric" maxLength={4} />
        </Form.Item>
        <Form.Item label={t('catalogue.titleZh')} name="titleZh" required>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item label={t('catalogue.titleEn')} name="titleEn" required>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item label={t('catalogue.sortOrder')} name="sortOrder" required>
          <InputNumber min={0} max={100_000} precision={0} />
        </Form.Item>
        <Form.Item label={t('catalogue.hot')} name="isHot" valuePropName="checked" extra={t('catalogue.hotHelp')}>
          <Switch />
        </Form.Item>
        <Form.Item label={t('catalogue.menu')} name="inMenu" valuePropName="checked" extra={t('catalogue.menuHelp')}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
