import { useTranslations } from 'next-intl';
import { ProductOeNumbers } from './trade-price';

/**
 * Original-equipment numbers, each selectable and with its own copy button (buyers paste them into
 * quotes). Members only: the list arrives with the page's trade data; the cached page says so.
 */
export function OeNumbers({ skuCode }: { skuCode: string }) {
  const t = useTranslations('product');
  return (
    <ProductOeNumbers
      skuCode={skuCode}
      labels={{
        heading: t('oeNumbers'),
        copy: t('copy'),
        copied: t('copied'),
        failed: t('copyFailed'),
        // The island puts each number in; a literal placeholder survives the server's formatting.
        action: t('copyValue', { value: '{value}' }),
      }}
    />
  );
}
