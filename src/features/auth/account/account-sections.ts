/** The account area's pages, in navigation order; each is a route segment under /user. */
export const ACCOUNT_SECTIONS = ['profile', 'order', 'inquiry', 'favorite'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

export function accountSectionHref(section: AccountSection): `/user/${AccountSection}` {
  return `/user/${section}`;
}
