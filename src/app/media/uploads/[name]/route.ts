import { fileStore } from '@/server/storage/file-store';

/** `<hex key>w<width>.webp`: one width of an uploaded product picture (src/lib/part-image-url.ts). */
const NAME = /^([0-9a-f]{32}w\d{2,4})\.webp$/;

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' } });

/**
 * GET /media/uploads/<name>.webp: an uploaded product picture. A key is random and never rewritten
 * (a new upload gets a new key), so the answer is cached for a year as immutable.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }): Promise<Response> {
  const match = NAME.exec((await params).name);
  if (!match?.[1]) return notFound();
  const body = await fileStore().get(match[1]);
  if (!body) return notFound();
  return new Response(body, {
    headers: {
      'Content-Type': 'image/webp',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
