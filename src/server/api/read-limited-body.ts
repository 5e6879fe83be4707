import type { Context } from 'hono';
import { STATUS } from '@/contracts/envelope';
import { ApiError } from './api-error';
import type { AppEnv } from './context';
import type { ApiMessageKey } from './translate';

/**
 * A raw request body of at most `limit` bytes. A declared Content-Length over the limit is refused
 * before reading; otherwise the stream is counted as it arrives and abandoned at the first byte past
 * the limit (413), so an oversized upload never sits in memory whole.
 */
export async function readLimitedBody(
  c: Context<AppEnv>,
  limit: number,
  refusal: { key: ApiMessageKey; params: Record<string, string | number> },
): Promise<Uint8Array> {
  const tooLarge = () => new ApiError(STATUS.PAYLOAD_TOO_LARGE, refusal.key, refusal.params);
  const declared = Number(c.req.header('Content-Length'));
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  const stream = c.req.raw.body;
  if (!stream) return new Uint8Array();
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
