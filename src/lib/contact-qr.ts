/** The footer's two QR codes (and the customer-service one in the registration dialog). */
export const CONTACT_QR_KINDS = ['wechat', 'service'] as const;
export type ContactQrKind = (typeof CONTACT_QR_KINDS)[number];

export function isContactQrKind(value: string): value is ContactQrKind {
  return (CONTACT_QR_KINDS as readonly string[]).includes(value);
}

/** The text a WeChat scan shows as-is: the account to follow, or how to reach customer service. */
export function contactQrText(kind: ContactQrKind, contact: { email: string; phone: string }): string {
  return kind === 'wechat'
    ? 'PartsMall 汽配商城 — WeChat: PartsMall'
    : `PartsMall 客服 / Customer service: ${contact.phone} · ${contact.email}`;
}

/**
 * Where the picture is served (src/app/media/qr/[name]/route.ts). An image rather than inline SVG:
 * the footer is on every page, and inline codes cost their markup twice (HTML and RSC payload).
 */
export const contactQrSrc = (kind: ContactQrKind) => `/media/qr/${kind}.svg`;
