import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { isRevalidateSecret, REVALIDATE_SECRET_HEADER } from '@/server/catalog/freshness/revalidate-secret';

/*
 * The storefront freshness poller's way into Next's cache (docs/decisions/0051-storefront-freshness.md):
 * revalidatePath needs the work store a route handler runs in, and the poller runs outside any
 * request, so it posts here, on its own server, with a secret only this process knows. Anyone else
 * gets a 404, as for any path that names nothing.
 */
export const dynamic = 'force-dynamic';

const targetSchema = z.object({
  // Internal page paths (/en/us/product/SKU) or route patterns ([locale]…): nothing else is ours.
  path: z.string().regex(/^\/[\w\-()[\]/.]*$/).max(1024),
  type: z.enum(['page', 'layout']).optional(),
});
const bodySchema = z.object({ targets: z.array(targetSchema).max(5000) });

export async function POST(request: Request): Promise<Response> {
  if (!isRevalidateSecret(request.headers.get(REVALIDATE_SECRET_HEADER))) {
    return new Response(null, { status: 404, headers: { 'cache-control': 'no-store' } });
  }
  const parsed = bodySchema.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return new Response(null, { status: 400, headers: { 'cache-control': 'no-store' } });
  for (const target of parsed.data.targets) revalidatePath(target.path, target.type);
  return Response.json({ revalidated: parsed.data.targets.length }, { headers: { 'cache-control': 'no-store' } });
}
