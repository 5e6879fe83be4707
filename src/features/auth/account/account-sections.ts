/** The account area's pages, in navigation order; each is a route segment under /user. */
export const ACCOUNT_SECTIONS = ['profile', 'order', 'inquiry', 'favorite', 'team', 'api'] as const;
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** Sections only a company's main account uses; a colleague's navigation leaves them out. */
export const OWNER_SECTIONS: readonly AccountSection[] = ['team', 'api'];

export function accountSectionHref(section: AccountSection): `/user/${AccountSection}` {
  return `/user/${section}`;
}
