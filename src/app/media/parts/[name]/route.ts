import { renderPartImageSvg } from '@/server/catalog/part-image-svg';

/** GET /media/parts/<key>.svg: the drawn product picture (immutable: a key always draws the same). */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const { name } = await params;
  const svg = name.endsWith('.svg') ? renderPartImageSvg(name.slice(0, -4)) : null;
  if (svg === null) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' } });
  }
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
