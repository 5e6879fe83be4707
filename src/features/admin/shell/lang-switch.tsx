'use client';

import { Segmented } from 'antd';
import { useAdminTexts } from './admin-texts';
import { setConsoleLang, type ConsoleLang } from './console-lang';

/** 中文 / English for the console (a cookie the layout reads; the page reloads in the other language). */
export function LangSwitch() {
  const { lang, t } = useAdminTexts();
  return (
    <Segmented<ConsoleLang>
      aria-label={t('language')}
      value={lang}
      options={[
        { label: '中文', value: 'zh' },
        { label: 'English', value: 'en' },
      ]}
      onChange={(value) => {
        setConsoleLang(value);
        window.location.reload();
      }}
    />
  );
}
