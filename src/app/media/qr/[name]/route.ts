import { qrSvgDocument } from '@/components/ui/qr-svg';
import { env } from '@/env';
import { contactQrText, isContactQrKind } from '@/lib/contact-qr';

/**
 * GET /media/qr/<wechat|service>.svg: the contact QR codes as pictures. They follow the configured
 * contact details, so browsers keep them an hour rather than forever.
 */
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ name: string }> },
): Promise<Response> {
  const { name } = await params;
  const kind = name.endsWith('.svg') ? name.slice(0, -4) : '';
  if (!isContactQrKind(kind)) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const svg = qrSvgDocument(contactQrText(kind, { email: env.CONTACT_EMAIL, phone: env.CONTACT_PHONE }));
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
  });
}
