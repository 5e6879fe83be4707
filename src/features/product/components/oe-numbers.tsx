import { useTranslations } from 'next-intl';
import { CopyButton } from './copy-button';

/** Original-equipment numbers, each selectable and with its own copy button (buyers paste them into quotes). */
export function OeNumbers({ numbers }: { numbers: string[] }) {
  const t = useTranslations('product');
  if (numbers.length === 0) return null;
  return (
    <section aria-labelledby="oe-numbers-heading" className="flex flex-col gap-2">
      <h2 id="oe-numbers-heading" className="text-sm font-semibold text-slate-900">
        {t('oeNumbers')}
      </h2>
      <ul className="flex flex-wrap gap-2" data-testid="oe-numbers">
        {numbers.map((oe) => (
          <li
            key={oe}
            className="flex items-center gap-1 rounded-md border border-slate-200 bg-white py-0.5 pr-0.5 pl-2.5"
          >
            <code className="font-mono text-sm text-slate-900 select-all">{oe}</code>
            <CopyButton
              value={oe}
              labels={{
                copy: t('copy'),
                copied: t('copied'),
                failed: t('copyFailed'),
                action: t('copyValue', { value: oe }),
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
