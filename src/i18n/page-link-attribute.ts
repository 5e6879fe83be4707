/** Marks an anchor that the page's one delegated listener follows in the app (client/page-link-navigation.ts). Its own module: the listener must not import next-intl. */
export const PAGE_LINK_ATTRIBUTE = 'data-page-link';
