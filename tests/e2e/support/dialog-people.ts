/**
 * People of the dialog-focus journey (tests/e2e/dialog-focus.spec.ts), one company per language: an
 * owner on the Enterprise plan (API access, colleagues' seats) with a paid order of an invoiceable plan
 * and an invoice title, and one colleague, so every account dialog has something to open on.
 * seed-invoice-buyers.ts writes them into the e2e data folder before the server starts.
 */
export const DIALOG_PASSWORD = 'Dialog-Focus-2026';
export const DIALOG_PLAN_LEVEL = 3;
export const DIALOG_PEOPLE = {
  zh: {
    owner: { mobile: '13500000701', password: DIALOG_PASSWORD, name: '周焦点', company: '宁波焦点汽配有限公司' },
    colleague: { mobile: '13500000711', password: DIALOG_PASSWORD, name: '郑同事' },
    title: '宁波焦点汽配有限公司',
  },
  en: {
    owner: { mobile: '13500000702', password: DIALOG_PASSWORD, name: 'Zhou Jiaodian', company: 'Ningbo Focus Auto Parts Ltd' },
    colleague: { mobile: '13500000712', password: DIALOG_PASSWORD, name: 'Zheng Tongshi' },
    title: 'Ningbo Focus Auto Parts Ltd',
  },
} as const;
