'use client';

import { App, Form, Input, Modal, Typography } from 'antd';
import { SEARCH_TERM_MAX, searchRuleInputSchema, type SearchRuleKind } from '@/contracts/search-teaching';
import { AdminApiError, adminRequest } from '../api/admin-request';
import { apiErrorsToFields, issuesToFields } from '../catalogue/product-form-values';
import { useAdminTexts } from '../shell/admin-texts';
import { useReturnFocus } from '../shell/use-return-focus';

export type TeachState = { kind: SearchRuleKind; query: string };

/**
 * One step from a searched query to a rule: the target term only (the query is the term).
 * searchRuleInputSchema checks it here as the API does.
 */
export function TeachModal({ state, onClose, onSaved }: { state: TeachState; onClose: () => void; onSaved: () => void }) {
  const { t, lang } = useAdminTexts();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ target: string }>();
  const synonym = state.kind === 'synonym';
  // Mounted only while open: focus goes back to the row's button when it closes.
  useReturnFocus();

  async function submit() {
    const checked = searchRuleInputSchema.safeParse({ kind: state.kind, term: state.query, target: form.getFieldValue('target') ?? '' });
    if (!checked.success) {
      // The one field's own words for its two length rules; any other rule in the console's usual words.
      const own = (code: string) =>
        code === 'too_small' ? t('searchTerms.errors.required') : code === 'too_big' ? t('searchTerms.errors.tooLong', { max: SEARCH_TERM_MAX }) : null;
      const fields = issuesToFields(checked.error.issues, lang, (key) => t(`searchTerms.errors.${key}`)).map((field, i) => {
        const mine = own(checked.error.issues[i]!.code);
        return mine ? { ...field, errors: [mine] } : field;
      });
      form.setFields(fields as Parameters<typeof form.setFields>[0]);
      return;
    }
    try {
      const rule = await adminRequest<{ term: string; target: string }>('POST', '/api/admin/search/rules', { body: checked.data });
      message.success(t('searchTerms.saved', { term: rule.term, target: rule.target }));
      onSaved();
    } catch (err) {
      if (err instanceof AdminApiError && err.fieldErrors.length) form.setFields(apiErrorsToFields(err.fieldErrors) as Parameters<typeof form.setFields>[0]);
      else if (err instanceof AdminApiError) form.setFields([{ name: 'target', errors: [err.message] }]);
      else message.error((err as Error).message);
    }
  }

  return (
    <Modal
      open
      title={t(synonym ? 'searchTerms.synonymTitle' : 'searchTerms.rewriteTitle', { query: state.query })}
      okText={t('searchTerms.save')}
      cancelText={t('searchTerms.cancel')}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">
        {t(synonym ? 'searchTerms.synonymHelp' : 'searchTerms.rewriteHelp', { query: state.query })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={submit} onValuesChange={() => form.setFields([{ name: 'target', errors: [] }])}>
        <Form.Item label={t('searchTerms.target')} name="target" required>
          <Input maxLength={SEARCH_TERM_MAX} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
