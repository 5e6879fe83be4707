import type { SELECTABLE_SITES, LANGS } from '@/contracts/site';
import type { PluralForms } from '@/lib/plural-text';

/**
 * Texts the header's client islands show, translated on the server and passed as props: islands
 * that call useTranslations would ship next-intl's message formatter with every page.
 */
export type HeaderLabels = {
  region: { label: string; options: Record<(typeof SELECTABLE_SITES)[number], string> };
  language: { label: string; options: Record<(typeof LANGS)[number], string> };
  shortcuts: {
    label: string;
    favorites: string;
    inquiry: string;
    /** "(# item(s) in basket)", read after the inquiry entry's name. */
    inquiryCount: PluralForms;
    upgrade: string;
    upgradeLong: string;
    /** The buyer's membership level in force, "Level #", shown beside the upgrade entry. */
    memberLevel: string;
  };
  account: { signIn: string };
  menu: { open: string; title: string; close: string; settings: string };
  /** The phone menu's category list: its heading and the "More" link. */
  categories: { heading: string; more: string; moreHref: string };
};
